import { Classes, NonIdealState } from "@blueprintjs/core";
import { Link } from "react-router-dom";
import { useOwnSiwes } from "../../api/siwes";
import { QueryState } from "../courseRegistration/PageState";
import { isPrintable, SiwesDocument } from "./SiwesDocument";
import "./siwes.css";

/** /siwes/preview (spec 2): the printable SIWES placement form, or the way to fill it first. */
export default function SiwesPreviewPage() {
  const siwes = useOwnSiwes();
  return (
    <section aria-label="SIWES placement form">
      <Link className={`${Classes.TEXT_MUTED} matric-no-print`} to="/siwes">
        Back to the SIWES placement
      </Link>
      <QueryState query={siwes} what="Your SIWES form">
        {(data) =>
          isPrintable(data) ? (
            <SiwesDocument siwes={data} />
          ) : (
            <NonIdealState
              title="No placement yet"
              description={`Fill in your SIWES placement for the ${data.sessionName} session first.`}
              action={<Link to="/siwes">Fill in the placement</Link>}
            />
          )
        }
      </QueryState>
    </section>
  );
}
