/** How the seeded role names read to a person; other names are shown tidied up. */
const ROLE_TITLES: Readonly<Record<string, string>> = {
  student: "Student",
  lecturer: "Lecturer",
  hod: "Head of Department",
  dean: "Dean of Faculty",
  registrar: "Registrar",
  bursar: "Bursar",
  admissions: "Admissions Officer",
  hostel: "Hostel Officer",
  ictadmin: "ICT Administrator",
  superadmin: "Super Administrator",
};

export function roleTitle(role: string): string {
  const known = ROLE_TITLES[role.toLowerCase()];
  if (known) return known;
  return role
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}
