import { Button } from "@blueprintjs/core";
import { COLLEGE_NAME } from "../../app/college";

export function Footer() {
  return (
    <footer className="landing-footer">
      <p>
        © {new Date().getFullYear()} {COLLEGE_NAME}. All rights reserved.
      </p>
      <Button
        variant="minimal"
        icon="arrow-up"
        text="Back to top"
        onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
      />
    </footer>
  );
}
