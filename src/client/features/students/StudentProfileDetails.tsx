import { Card, H2 } from "@blueprintjs/core";
import type { ReactNode } from "react";
import type { StudentProfile } from "../../api/students";
import { type DetailRow, DetailsTable } from "../../engine/document";
import { formatDate } from "../../ui/format";
import "./students.css";

const STATUS: Record<StudentProfile["status"], string> = {
  active: "Active",
  graduated: "Graduated",
  withdrawn: "Withdrawn",
  suspended: "Suspended",
};

const or = (value: string | null | undefined) => (value && value.trim() !== "" ? value : "Not given");

export function accountText(profile: StudentProfile): string {
  if (!profile.account) return "No sign-in account yet";
  if (!profile.account.active) return `${profile.account.userName} (deactivated: cannot sign in)`;
  return `${profile.account.userName} (${profile.account.claimed ? "claimed" : "awaiting claim"})`;
}

/** The passport photograph, or a framed placeholder. */
export function PassportPhoto({ profile }: { profile: StudentProfile }) {
  return profile.passport ? (
    <img
      className="student-passport"
      src={profile.passport}
      alt={`Passport photograph of ${profile.fullName}`}
    />
  ) : (
    <div className="student-passport student-passport-empty" role="img" aria-label="No passport photograph">
      No photograph
    </div>
  );
}

/** Spec 3 "Student profile" as read-only tables: personal, programme, contacts, next of kin. */
export function StudentProfileDetails({
  profile,
  actions,
}: {
  profile: StudentProfile;
  actions?: ReactNode;
}) {
  const personal: DetailRow[] = [
    ["Matric number", profile.regNumber],
    ["Surname", profile.lastname],
    ["First name", profile.firstname],
    ["Middle name", or(profile.middlename)],
    ["Gender", or(profile.gender)],
    // As the application slip and the profile's creation page wrote it (14 March 2006).
    ["Date of birth", profile.dateOfBirth ? formatDate(profile.dateOfBirth) : "Not given"],
    ["Nationality", or(profile.country)],
    ["State of origin", or(profile.state)],
    ["LGA", or(profile.lga)],
    ["Home town", or(profile.homeTown)],
    ["NIN", or(profile.nin)],
  ];
  const programme: DetailRow[] = [
    ["Programme", profile.programme.name],
    ["Department", profile.department],
    ["Course option", or(profile.departmentOption)],
    ["Level", profile.level.name],
    ["Student type", profile.studentType],
    ["Session of entry", profile.session],
    ["Mode of entry", profile.modeOfEntry],
    ["Mode of study", profile.modeOfStudy],
    ["Status", STATUS[profile.status]],
    ["Sign-in account", accountText(profile)],
  ];
  const contacts: DetailRow[] = [
    ["Email address", or(profile.email)],
    ["Phone number", or(profile.mobileNumber)],
    ["Contact address", or(profile.contactAddress)],
    ["Permanent address", or(profile.permanentAddress)],
  ];
  const kin: DetailRow[] = [
    ["Full name", or(profile.nextOfKin.fullname)],
    ["Relationship", or(profile.nextOfKin.relationship)],
    ["Phone number", or(profile.nextOfKin.mobileNumber)],
    ["Email address", or(profile.nextOfKin.email)],
    ["Address", or(profile.nextOfKin.address)],
  ];
  return (
    <div className="student-profile">
      <Card className="student-profile-head">
        <PassportPhoto profile={profile} />
        <div>
          <H2 className="student-profile-name">{profile.fullName}</H2>
          <p>
            {profile.regNumber} · {profile.department} · {profile.level.name}
          </p>
          {actions ? <div className="student-profile-actions">{actions}</div> : null}
        </div>
      </Card>
      <div className="student-profile-grid">
        <Card>
          <h3>Personal details</h3>
          <DetailsTable rows={personal} />
        </Card>
        <Card>
          <h3>Programme</h3>
          <DetailsTable rows={programme} />
        </Card>
        <Card>
          <h3>Contacts</h3>
          <DetailsTable rows={contacts} />
        </Card>
        <Card>
          <h3>Next of kin</h3>
          <DetailsTable rows={kin} />
        </Card>
      </div>
    </div>
  );
}
