import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ChangeOfDepartmentApplied,
  ChangeOfDepartmentInput,
  ChangeOfDepartmentStanding,
} from "../../contract/changeOfDepartment";
import { getData, http } from "./http";

export type {
  ChangeOfDepartmentApplication,
  ChangeOfDepartmentStanding,
} from "../../contract/changeOfDepartment";

const changeOfDepartmentKey = ["changeOfDepartment", "own"] as const;

/** The signed-in student's record and their change of department applications, newest first. */
export function useOwnChangeOfDepartment() {
  return useQuery({
    queryKey: changeOfDepartmentKey,
    queryFn: () => getData<ChangeOfDepartmentStanding>("/Student/change-of-department"),
    // Approvers decide elsewhere: each visit asks again.
    staleTime: 0,
  });
}

/** Applies (the form's values); the student's applications are read again afterwards. */
export function useApplyForChangeOfDepartment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ChangeOfDepartmentInput) => {
      const response = await http.post<{ data: ChangeOfDepartmentApplied; message?: string }>(
        "/Student/apply-for-change-of-department",
        body,
      );
      return { data: response.data.data, message: response.data.message };
    },
    onSuccess: () => client.invalidateQueries({ queryKey: changeOfDepartmentKey }),
  });
}
