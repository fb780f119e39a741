import { Button, Callout, Spinner } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link } from "react-router-dom";
import type { ProfileCreated } from "../../../contract/admissions";
import { createProfile, fetchProfilePreview } from "../../api/admissions";
import { errorMessage, errorStatus, fieldErrorsOf } from "../../api/http";
import { DetailsTable } from "../../engine/document";
import { flash } from "../../shell/flash";
import { formatDate } from "../../ui/format";
import { AuthCard } from "../auth/AuthCard";
import { AuthTextField } from "../auth/AuthTextField";
import { confirmationProblem, newPasswordProblem, PASSWORD_MESSAGES } from "../auth/passwordRules";
import "./admissions.css";

/**
 * /create_profile (spec section 2): after /verify_account, the admitted applicant reviews the
 * student record made from their application and admission (nothing to retype), chooses a
 * password and gets their matric number; they then sign in at /login as a student.
 */
export default function CreateProfilePage() {
  const preview = useQuery({
    queryKey: ["student-account-profile"],
    queryFn: fetchProfilePreview,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ password?: string; confirmPassword?: string }>({});
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<ProfileCreated>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      password: newPasswordProblem(password),
      confirmPassword: confirmationProblem(password, confirm),
    };
    setErrors(found);
    if (found.password) return document.getElementById("profile-password")?.focus();
    if (found.confirmPassword) return document.getElementById("profile-confirm")?.focus();
    setBusy(true);
    try {
      setCreated(await createProfile({ password, confirmPassword: confirm }));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields.password || fields.confirmPassword) setErrors(fields);
      else
        void flash({
          title: "Profile Creation Failed!",
          message: errorMessage(error, "Your profile could not be created. Please try again."),
          intent: "danger",
          timeout: 5000,
        });
    } finally {
      setBusy(false);
    }
  }

  if (created)
    return (
      <AuthCard title="Profile created">
        <Callout intent="success" role="status" title="Welcome to the College">
          <p>
            {created.fullName}, your matric number is{" "}
            <strong data-testid="matric-number">{created.matricNumber}</strong>.
          </p>
          <p>Sign in with your matric number and the password you chose.</p>
        </Callout>
        <div className="auth-links">
          <Link to="/login">Go to login</Link>
        </div>
      </AuthCard>
    );

  if (preview.isPending)
    return (
      <AuthCard title="Create your student profile">
        <Spinner size={24} aria-label="Loading your details" />
      </AuthCard>
    );
  if (preview.isError || !preview.data)
    return (
      <AuthCard title="Create your student profile">
        <Callout intent="warning" role="alert">
          {errorStatus(preview.error) === 401
            ? "Please verify your admission first: it takes your application number, phone number and an emailed code."
            : errorMessage(preview.error, "Your details could not be loaded. Please try again.")}
        </Callout>
        <div className="auth-links">
          <Link to="/verify_account" state={{ admitted: true }}>
            Verify your admission
          </Link>
        </div>
      </AuthCard>
    );

  const data = preview.data;
  if (data.matricNumber)
    return (
      <AuthCard title="Create your student profile">
        <Callout intent="primary" role="status">
          You have already created your student profile: your matric number is {data.matricNumber}.
        </Callout>
        <div className="auth-links">
          <Link to="/login">Go to login</Link>
        </div>
      </AuthCard>
    );
  const name = [data.firstName, data.middleName, data.lastName].filter(Boolean).join(" ");
  return (
    <AuthCard title="Create your student profile">
      <p>These details come from your application and your admission. Check them, then choose a password.</p>
      <div className="admission-profile-table">
        <DetailsTable
          rows={[
            ["Name", name],
            ["Application number", data.applicationNumber],
            ["Email", data.email ?? "-"],
            ["Phone number", data.mobileNumber],
            ["Gender", data.gender ?? "-"],
            ["Date of birth", data.dateOfBirth ? formatDate(data.dateOfBirth) : "-"],
            ["State / LGA", [data.state, data.lga].filter(Boolean).join(" / ") || "-"],
            ["Programme", data.programme],
            ["Department", data.courseOption ? `${data.department} (${data.courseOption})` : data.department],
            ["Level", data.level],
            ["Student type", data.studentType],
            ["Mode of entry", data.modeOfEntry],
            ["Mode of study", data.modeOfStudy],
            ["Session of entry", data.sessionOfEntry],
            ["Matric number", "Given when you create your profile"],
          ]}
        />
      </div>
      <form onSubmit={submit} noValidate>
        <AuthTextField
          id="profile-password"
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          value={password}
          error={errors.password}
          hint={PASSWORD_MESSAGES.passwordRule}
          onChange={setPassword}
        />
        <AuthTextField
          id="profile-confirm"
          name="confirmPassword"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          value={confirm}
          error={errors.confirmPassword}
          onChange={setConfirm}
        />
        <Button type="submit" intent="primary" size="large" fill loading={busy} text="Create Profile" />
      </form>
    </AuthCard>
  );
}
