import { NonIdealState } from "@blueprintjs/core";
import { Link } from "react-router-dom";

export default function NoAccessPage() {
  return (
    <NonIdealState
      icon="lock"
      title="You do not have access to this page"
      description="Your role does not include this page. If you need it, please contact your administrator."
      action={<Link to="/dashboard">Back to your dashboard</Link>}
    />
  );
}
