import { Card } from "@blueprintjs/core";
import { useId } from "react";
import { Link } from "react-router-dom";

const NUMBER = new Intl.NumberFormat("en-NG");

interface FigureCardProps {
  label: string;
  value: number;
  detail?: string | undefined;
  route?: string | undefined;
  linkText?: string | undefined;
}

/** One figure: a label, the number (its group is named by the label) and the list it counts. */
export function FigureCard({ label, value, detail, route, linkText }: FigureCardProps) {
  const labelId = useId();
  return (
    <Card className="figure-card" role="group" aria-labelledby={labelId}>
      <p id={labelId} className="figure-label">
        {label}
      </p>
      <p className="figure-value">{NUMBER.format(value)}</p>
      {detail && <p className="figure-detail">{detail}</p>}
      {route && linkText && (
        <Link to={route} className="figure-link">
          {linkText}
        </Link>
      )}
    </Card>
  );
}
