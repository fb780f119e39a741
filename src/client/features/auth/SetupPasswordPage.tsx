import { setupPassword } from "../../api/auth";
import { PasswordLinkPage } from "./PasswordLinkPage";
import { SETUP_MESSAGES } from "./setupRules";

/** /setup_password?token=…: the last step of first-time setup, with the link from the setup mail. */
export default function SetupPasswordPage() {
  return (
    <PasswordLinkPage
      title="Set your password"
      problemTitle="Set up your account"
      intro="Choose the password you will sign in with. This finishes setting up your account."
      submitText="Set Password"
      missingLink={SETUP_MESSAGES.missingLink}
      newLink={{ to: "/verify_account", text: "Get a new link" }}
      submit={setupPassword}
      success={{ title: SETUP_MESSAGES.doneTitle, message: SETUP_MESSAGES.done }}
      failureTitle={SETUP_MESSAGES.failedTitle}
    />
  );
}
