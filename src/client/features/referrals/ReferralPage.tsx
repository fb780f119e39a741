import { Button, Callout, Card, ControlGroup, InputGroup } from "@blueprintjs/core";
import { DuplicateIcon } from "@blueprintjs/icons";
import { useMemo, useState } from "react";
import referralsFile from "../../../../schemas/lists/referrals.json";
import { loadListFile } from "../../../schema/listFile";
import { endpointListSource } from "../../api/listSources";
import { useOwnReferralCode } from "../../api/referrals";
import type { ResourceRow } from "../../api/resources";
import { useFileGrid } from "../../engine/crud/useFileGrid";
import { Grid } from "../../engine/grid/Grid";
import { QueryState } from "../courseRegistration/PageState";
import { referralLink } from "./referralLink";
import "./referrals.css";

const referrals = loadListFile(referralsFile);

/**
 * /referral (spec 2, student routes; 7 Authentication Referrals): the student's referral code and
 * link to share, and the people who applied with it (schemas/lists/referrals.json's Grid).
 */
export default function ReferralPage() {
  const code = useOwnReferralCode();
  const { config, list } = useFileGrid(referrals);
  const source = useMemo(
    () => endpointListSource<ResourceRow>(referrals.name, "/Authentication/referrals"),
    [],
  );
  return (
    <section aria-labelledby="referral-title" className="referral-page">
      <h1 id="referral-title">Referral</h1>
      <QueryState query={code} what="Your referral code">
        {(data) => <ShareCard code={data.code} />}
      </QueryState>
      <h2 className="referral-list-title">{referrals.title}</h2>
      <Grid label={referrals.title} config={config} list={list} source={source} />
    </section>
  );
}

function ShareCard({ code }: { code: string }) {
  const link = referralLink(window.location.origin, code);
  const [copied, setCopied] = useState<"yes" | "failed" | undefined>();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied("yes");
    } catch {
      // No clipboard (an old browser, or a page not served over https): the field is selectable.
      setCopied("failed");
    }
  };
  return (
    <Card className="referral-card">
      <p>
        Share your link with people who want to apply for the NCE programme; people applying for any other
        programme type your code on their application invoice form. You will see here who applied with it.
      </p>
      <p className="referral-code-line">
        Your referral code: <strong data-testid="referral-code">{code}</strong>
      </p>
      <label htmlFor="referral-link" className="referral-link-label">
        Your referral link
      </label>
      <ControlGroup fill>
        <InputGroup
          id="referral-link"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button icon={<DuplicateIcon />} onClick={() => void copy()} intent="primary">
          Copy link
        </Button>
      </ControlGroup>
      {copied === "yes" && (
        <Callout intent="success" className="referral-copied" role="status">
          The link is copied. Paste it in a message to share it.
        </Callout>
      )}
      {copied === "failed" && (
        <Callout intent="warning" className="referral-copied" role="status">
          This browser would not copy the link: select it above and copy it yourself.
        </Callout>
      )}
    </Card>
  );
}
