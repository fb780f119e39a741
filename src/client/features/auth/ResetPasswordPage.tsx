import { resetPassword } from "../../api/auth";
import { PasswordLinkPage } from "./PasswordLinkPage";

/** /reset_password?token=…: choose a new password with the link from the reset mail. */
export default function ResetPasswordPage() {
  return (
    <PasswordLinkPage
      title="Choose a new password"
      problemTitle="Reset your password"
      submitText="Reset Password"
      missingLink="This page needs the link from your reset email. Please request a new one."
      newLink={{ to: "/forgot_password", text: "Request a new link" }}
      submit={resetPassword}
      success={{
        title: "Password Reset!",
        message: "Your password has been changed. Please sign in with your new password.",
      }}
      failureTitle="Password Reset Failed!"
    />
  );
}
