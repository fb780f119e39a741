import { Callout, Card, Classes, NonIdealState, Spinner } from "@blueprintjs/core";
import { withTheme } from "@rjsf/core";
import type { ErrorSchema, FormContextType, RJSFSchema, UiSchema } from "@rjsf/utils";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { errorMessage } from "../../api/http";
import { updateResourceRow, useLookups, useResourceRow } from "../../api/resources";
import { uploadStudentPassport, useStudentProfile, useStudentWrite } from "../../api/students";
import { formDataOf } from "../../engine/crud/schemaProperties";
import { extraErrorsOf, serverErrorsOf } from "../../engine/crud/serverErrors";
import { lookupNamesInSchema, withLookupWidgets } from "../../engine/lookups/withLookupWidgets";
import { Theme } from "../../engine/theme";
import { formValidator } from "../../engine/validation";
import "../../engine/validation/sharedForms";
import { flash } from "../../shell/flash";
import { PassportForm } from "./PassportForm";
import { PassportPhoto } from "./StudentProfileDetails";
import { studentIdOf } from "./StudentViewPage";
import { studentsResource } from "./studentForms";
import "./students.css";

const RowForm = withTheme<unknown, RJSFSchema, FormContextType>(Theme);
const schema = studentsResource.schema as RJSFSchema;
const lookupNames = lookupNamesInSchema(schema);
type RowData = Record<string, unknown>;

/**
 * /student_management/view/edit?id=: the registry edits a student's record with the students
 * list's own row schema and UI schema (schemas/resources/students.json, PUT
 * /api/resources/students/:id: validated, scoped and audited there) and uploads their passport.
 */
export default function StudentEditPage() {
  const [search] = useSearchParams();
  const id = studentIdOf(search);
  const row = useResourceRow(studentsResource.name, id);
  const profile = useStudentProfile(id);
  const lookups = useLookups(lookupNames);
  const client = useQueryClient();
  const [formData, setFormData] = useState<RowData>();
  const [serverErrors, setServerErrors] = useState<ErrorSchema>();
  const save = useMutation({
    mutationFn: (data: RowData) => updateResourceRow(studentsResource.name, id as number, data),
    onSuccess: () => client.invalidateQueries(),
  });
  const upload = useStudentWrite((passport: string) => uploadStudentPassport({ id: id as number, passport }));
  const uiSchema: UiSchema = useMemo(
    () => ({
      ...withLookupWidgets(schema, studentsResource.ui as UiSchema | undefined, lookups.lists),
      "ui:submitButtonOptions": { submitText: "Save changes", props: { disabled: save.isPending } },
    }),
    [lookups.lists, save.isPending],
  );
  if (id === undefined) return <NonIdealState title="No such student" />;
  const submit = (data: RowData) => {
    setServerErrors(undefined);
    save.mutate(data, {
      onSuccess: () =>
        void flash({ title: "Success", message: "Student updated", intent: "success", timeout: 3000 }),
      onError: (error) => {
        const fields = serverErrorsOf(error);
        if (fields.length > 0) setServerErrors(extraErrorsOf(fields));
      },
    });
  };
  return (
    <section aria-labelledby="student-edit-title" className="student-page">
      <Link className={Classes.TEXT_MUTED} to={`/student_management/view?id=${id}`}>
        Back to the student's profile
      </Link>
      <h1 id="student-edit-title">Edit student</h1>
      {(row.isError || profile.isError) && (
        <Callout intent="danger" role="alert">
          {errorMessage(row.error ?? profile.error, "The student could not be loaded.")}
        </Callout>
      )}
      {row.isPending || lookups.pending ? (
        <Spinner aria-label="Loading the student" size={24} />
      ) : row.data ? (
        <div className="student-page-forms">
          <Card>
            <h2>Student record</h2>
            {save.isError && (
              <Callout intent="danger" role="alert">
                {errorMessage(save.error, "The student could not be saved. Please try again.")}
              </Callout>
            )}
            <RowForm
              schema={schema}
              uiSchema={uiSchema}
              validator={formValidator(schema)}
              formData={formData ?? formDataOf(row.data, schema)}
              extraErrors={serverErrors}
              noHtml5Validate
              onError={() => {}}
              onChange={(event) => setFormData(event.formData as RowData)}
              onSubmit={(event) => submit(event.formData as RowData)}
            />
          </Card>
          <div className="student-profile">
            {profile.data && (
              <Card className="student-profile-head">
                <PassportPhoto profile={profile.data} />
                <p>{profile.data.fullName}</p>
              </Card>
            )}
            <PassportForm upload={upload} />
          </div>
        </div>
      ) : null}
    </section>
  );
}
