import { Button, Card } from "@blueprintjs/core";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router-dom";
import { changePassword } from "../../api/auth";
import { errorMessage, fieldErrorsOf } from "../../api/http";
import { flash } from "../../shell/flash";
import { PasswordField } from "./PasswordField";
import { confirmationProblem, newPasswordProblem, PASSWORD_MESSAGES } from "./passwordRules";
import "./auth.css";
import type { FieldErrors } from "./fieldErrors";
import { focusFirstProblem } from "./focusFirstProblem";

type Field = "currentPassword" | "newPassword" | "confirmPassword";

const FIELD_IDS: Record<Field, string> = {
  currentPassword: "change-current",
  newPassword: "change-new",
  confirmPassword: "change-confirm",
};

/**
 * /change_password, inside the signed-in frame. This session stays signed in; the server ends
 * every other session of the account.
 */
export default function ChangePasswordPage() {
  const navigate = useNavigate();
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors<Field> = {
      currentPassword: currentPassword ? undefined : PASSWORD_MESSAGES.currentRequired,
      newPassword:
        newPasswordProblem(newPassword) ??
        (newPassword === currentPassword ? PASSWORD_MESSAGES.unchanged : undefined),
      confirmPassword: confirmationProblem(newPassword, confirmPassword),
    };
    setErrors(found);
    if (focusFirstProblem(found, FIELD_IDS)) return;
    setBusy(true);
    try {
      const message = await changePassword({ currentPassword, newPassword, confirmPassword });
      void flash({
        title: "Password Changed!",
        message: message ?? "Your password has been changed.",
        intent: "success",
        timeout: 5000,
      });
      navigate("/dashboard");
    } catch (failure) {
      const fields: FieldErrors<Field> = fieldErrorsOf(failure);
      if (fields.currentPassword || fields.newPassword || fields.confirmPassword) {
        setErrors(fields);
        focusFirstProblem(fields, FIELD_IDS);
      } else
        void flash({
          title: "Password Change Failed!",
          message: errorMessage(failure, "Your password could not be changed. Please try again."),
          intent: "danger",
          timeout: 5000,
        });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="change-password-title" className="change-password-page">
      <h1 id="change-password-title">Change Password</h1>
      <Card className="change-password-card">
        <form onSubmit={submit} noValidate>
          <PasswordField
            id={FIELD_IDS.currentPassword}
            label="Current Password"
            value={currentPassword}
            onChange={setCurrentPassword}
            error={errors.currentPassword}
            autoComplete="current-password"
          />
          <PasswordField
            id={FIELD_IDS.newPassword}
            label="New Password"
            value={newPassword}
            onChange={setNewPassword}
            error={errors.newPassword}
            autoComplete="new-password"
            hint={PASSWORD_MESSAGES.passwordRule}
          />
          <PasswordField
            id={FIELD_IDS.confirmPassword}
            label="Confirm Password"
            value={confirmPassword}
            onChange={setConfirmPassword}
            error={errors.confirmPassword}
            autoComplete="new-password"
          />
          <Button type="submit" intent="primary" loading={busy} text="Change Password" />
        </form>
      </Card>
    </section>
  );
}
