import { Callout, Card, HTMLTable, Spinner } from "@blueprintjs/core";
import { lazy, Suspense } from "react";
import { rolesInToken } from "../../session/tokenRoles";
import { useSession } from "../../session/useSession";
import { PersonnelInfoCard } from "../dashboard/PersonnelInfoCard";
import { roleTitle } from "./roleTitles";
import "./profile.css";

const BIRTHDAY = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

function birthdayText(birthday: string | null): string {
  if (!birthday) return "Not given";
  const date = new Date(birthday);
  return Number.isNaN(date.getTime()) ? birthday : BIRTHDAY.format(date);
}

function userTypeText(userType: string): string {
  return userType.charAt(0).toUpperCase() + userType.slice(1).toLowerCase();
}

/** A student's profile is their student record (features/students), loaded only for students. */
const OwnProfilePage = lazy(() => import("../students/OwnProfilePage"));

/** /profile: a student's record (and what they may change); for staff a summary from the session. */
export default function ProfilePage() {
  const session = useSession();
  if (!session) return null;
  const { fullName, userType, birthday } = session.profile;
  const roles = rolesInToken(session.token).map(roleTitle);
  const summary = (
    <section aria-labelledby="profile-title" className="profile-page">
      <h1 id="profile-title">Profile</h1>
      <PersonnelInfoCard fullName={fullName} position={userTypeText(userType)} />
      <Card className="profile-details">
        <HTMLTable compact className="profile-table">
          <tbody>
            <tr>
              <th scope="row">Full name</th>
              <td>{fullName}</td>
            </tr>
            <tr>
              <th scope="row">User type</th>
              <td>{userTypeText(userType)}</td>
            </tr>
            <tr>
              <th scope="row">Roles</th>
              <td>{roles.length > 0 ? roles.join(", ") : "Not known"}</td>
            </tr>
            <tr>
              <th scope="row">Birthday</th>
              <td>{birthdayText(birthday)}</td>
            </tr>
          </tbody>
        </HTMLTable>
      </Card>
      {userType.toLowerCase() === "student" && (
        <Callout intent="warning">
          No student record is linked to your account yet; please contact the registry.
        </Callout>
      )}
    </section>
  );
  if (userType.toLowerCase() !== "student") return summary;
  return (
    <Suspense fallback={<Spinner aria-label="Loading your profile" size={24} />}>
      <OwnProfilePage withoutRecord={summary} />
    </Suspense>
  );
}
