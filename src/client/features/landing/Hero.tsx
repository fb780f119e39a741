import { Button } from "@blueprintjs/core";
import { COLLEGE_NAME } from "../../app/college";

export function Hero() {
  const learnMore = () => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "smooth" });
  return (
    <section className="landing-hero" aria-labelledby="landing-welcome">
      <div className="landing-hero-inner">
        <h1 id="landing-welcome">Welcome to the {COLLEGE_NAME} portal</h1>
        <p className="landing-hero-lead">
          Apply for admission, pay your fees, register your courses, check your results and book your hostel —
          all in one place.
        </p>
        <Button size="large" intent="warning" text="Learn more" endIcon="arrow-down" onClick={learnMore} />
      </div>
    </section>
  );
}
