import { Callout, Card } from "@blueprintjs/core";
import { type ReactNode, useMemo } from "react";
import { Link } from "react-router-dom";
import { errorMessage, errorStatus } from "../../api/http";
import { useLookups } from "../../api/resources";
import {
  type StudentProfile,
  type StudentProfileUpdate,
  updateOwnProfile,
  uploadOwnPassport,
  useOwnProfile,
  useStudentWrite,
} from "../../api/students";
import { SchemaForm } from "../../engine/schemaForms";
import { flash } from "../../shell/flash";
import { CHANGE_OF_DEPARTMENT_ROUTES } from "../changeOfDepartment/routes";
import { QueryState } from "../courseRegistration/PageState";
import { PassportForm } from "./PassportForm";
import { StudentProfileDetails } from "./StudentProfileDetails";
import { studentProfileForm } from "./studentForms";
import "./students.css";

const LOOKUPS = ["relationships"];

/** The form's values from the profile: only the fields a student may change, empty ones left out. */
function editableValues(profile: StudentProfile): Record<string, unknown> {
  const values: Record<string, unknown> = {
    mobileNumber: profile.mobileNumber,
    contactAddress: profile.contactAddress,
    permanentAddress: profile.permanentAddress,
    nextOfKinName: profile.nextOfKin.fullname,
    nextOfKinRelationshipId: profile.nextOfKin.relationshipId,
    nextOfKinMobileNumber: profile.nextOfKin.mobileNumber,
    nextOfKinEmail: profile.nextOfKin.email,
    nextOfKinAddress: profile.nextOfKin.address,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null && value !== ""));
}

/**
 * A student's /profile (spec 2; 3 "Student profile"): their record, and the two things they may
 * change themselves — contacts with next of kin (schemas/forms/student-profile.json) and the
 * passport photograph. Names, date of birth, NIN, email and programme are the registry's.
 * `withoutRecord` is shown instead when no student record is linked to the account.
 */
export default function OwnProfilePage({ withoutRecord }: { withoutRecord?: ReactNode }) {
  const profile = useOwnProfile();
  const lookups = useLookups(LOOKUPS);
  const save = useStudentWrite(updateOwnProfile);
  const upload = useStudentWrite((passport: string) => uploadOwnPassport({ passport }));
  const initial = useMemo(() => (profile.data ? editableValues(profile.data) : undefined), [profile.data]);
  // An account the registry has not linked to a student record yet still has its account's summary.
  if (withoutRecord && profile.isError && errorStatus(profile.error) === 404) return withoutRecord;
  return (
    <section aria-labelledby="own-profile-title" className="student-page">
      <h1 id="own-profile-title">Profile</h1>
      <QueryState query={profile} what="Your profile">
        {(data) => (
          <>
            <StudentProfileDetails
              profile={data}
              // Beside the department it would change: the application has no menu entry of its own.
              actions={<Link to={CHANGE_OF_DEPARTMENT_ROUTES.application}>Apply to change department</Link>}
            />
            <div className="student-page-forms">
              <Card>
                <h2>Update contacts and next of kin</h2>
                <p>
                  Your names, date of birth, NIN, email address and programme are changed by the registry.
                </p>
                {save.isError && (
                  <Callout intent="danger" role="alert">
                    {errorMessage(save.error, "Your profile could not be saved. Please try again.")}
                  </Callout>
                )}
                {!lookups.pending && (
                  <SchemaForm
                    form={studentProfileForm}
                    lookups={lookups.lists}
                    initialData={initial}
                    submitText="Save profile"
                    busy={save.isPending}
                    failure={save.error}
                    onSubmit={(values) =>
                      save.mutate(values as unknown as StudentProfileUpdate, {
                        onSuccess: ({ message }) =>
                          void flash({
                            title: "Success",
                            message: message ?? "Profile updated",
                            intent: "success",
                            timeout: 3000,
                          }),
                      })
                    }
                  />
                )}
              </Card>
              <PassportForm upload={upload} />
            </div>
          </>
        )}
      </QueryState>
    </section>
  );
}
