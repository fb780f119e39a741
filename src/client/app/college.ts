/** The college this portal serves; set VITE_COLLEGE_NAME / VITE_COLLEGE_SHORT_NAME at build time. */
export const COLLEGE_NAME: string =
  import.meta.env.VITE_COLLEGE_NAME ?? "Federal College of Education (Technical)";
export const COLLEGE_SHORT_NAME: string = import.meta.env.VITE_COLLEGE_SHORT_NAME ?? "FCE(T)";
