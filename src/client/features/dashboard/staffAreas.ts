/**
 * What each staff menu area is for, shown on the admin dashboard's cards. Areas missing here get
 * a card with the label only.
 */
export const STAFF_AREA_SUMMARIES: Readonly<Record<string, string>> = {
  applications: "Reset, delete and set up applications; upload JAMB and post-UTME lists.",
  application_review: "Read submitted applications in full and admit or not admit them.",
  approve_courses: "Approve the course registrations students have submitted.",
  course_management: "Courses, lecturer assignments, unit loads and course registration windows.",
  fees_assignment: "School, acceptance, sundry and bursary fees; scholarships.",
  invoice_management: "Find invoices, print receipts and verify payment status.",
  notice_board: "Publish the notices students, staff and applicants see.",
  my_class: "Your class lists, results and course approvals.",
  my_courses: "The courses assigned to you, class lists and score sheets.",
  reports: "Payment, application, registration and hostel reports.",
  utilities: "O-level result and certificate verification.",
  result_management: "Class lists, CBT result uploads and result approval.",
  student_management: "Search students, admission lists, clearance and sessions.",
  user_management: "Users, roles, menus and staff assignments.",
  jamb_list_upload: "Upload the JAMB admission list for the session.",
  hostel_management: "Hostels, rooms, bed spaces, categories and reservations.",
  application_reports: "Applications received by programme and type.",
  performance_evaluation: "Annual performance evaluation forms and reports.",
  payments: "Payments received through the gateway.",
  school_setup: "Faculties, departments, programmes and student types.",
};
