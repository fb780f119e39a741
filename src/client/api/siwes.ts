import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ClearanceFormVerification,
  SiwesPlacementInput,
  SiwesVerification,
  StudentClearanceForm,
  StudentSiwes,
} from "../../contract/siwes";
import { getData, http } from "./http";

export type { SiwesPlacementView, StudentClearanceForm, StudentSiwes } from "../../contract/siwes";

const siwesKeys = {
  own: () => ["siwes", "own"] as const,
  clearanceForm: () => ["siwes", "clearance-form"] as const,
};

export function useOwnSiwes() {
  return useQuery({
    queryKey: siwesKeys.own(),
    queryFn: () => getData<StudentSiwes>("/Student/student-siwes"),
  });
}

/** Saves the placement; the answer (with its new code) becomes the page's data at once. */
export function useSaveSiwes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SiwesPlacementInput) => {
      const response = await http.post<{ data: StudentSiwes; message?: string }>(
        "/Student/add-or-update-student-siwes-details",
        body,
      );
      return { data: response.data.data, message: response.data.message };
    },
    onSuccess: ({ data }) => client.setQueryData(siwesKeys.own(), data),
  });
}

export function useOwnClearanceForm() {
  return useQuery({
    queryKey: siwesKeys.clearanceForm(),
    queryFn: () => getData<StudentClearanceForm>("/Student/clearance-form"),
  });
}

export const verifySiwes = (code: string) =>
  getData<SiwesVerification>(`/Student/verify-siwes/${encodeURIComponent(code)}`);
export const verifyClearanceForm = (code: string) =>
  getData<ClearanceFormVerification>(`/Student/verify-clearance-form/${encodeURIComponent(code)}`);
