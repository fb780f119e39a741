import type { NoticeInput } from "../../modules/notices/noticeService";

const DAY = 24 * 60 * 60 * 1000;

/** Demo notices, dated relative to `now` so the landing page always has current ones. */
export function demoNotices(now: Date): NoticeInput[] {
  const daysAgo = (n: number) => new Date(now.getTime() - n * DAY);
  const inDays = (n: number) => new Date(now.getTime() + n * DAY);
  return [
    {
      title: "2026/2027 NCE and Pre-NCE admission exercise",
      category: "Prospective Students",
      description:
        "<p>Applications are invited from suitably qualified candidates for admission into the <strong>Nigeria Certificate in Education (NCE)</strong> regular and Pre-NCE sandwich programmes for the 2026/2027 academic session.</p><p>Generate your application invoice from the <em>Our Programmes</em> section, pay online and complete the form. The portal closes on 31 January 2027.</p>",
      startDate: daysAgo(1),
      endDate: inDays(70),
      senderName: "Office of the Registrar",
    },
    {
      title: "First semester examination timetable",
      category: "All Students",
      description:
        "<p>The provisional timetable for the first semester examinations begins on Monday, 7 December 2026. Students should confirm their course registration is approved by their course adviser before then.</p><ul><li>Bring your examination card and school ID.</li><li>Clashes must be reported to the Exams and Records unit within one week.</li></ul>",
      startDate: daysAgo(3),
      endDate: null,
      senderName: "Exams and Records Unit",
    },
    {
      title: "Hostel accommodation for returning students",
      category: "Undergraduate",
      description:
        "<p>Bed spaces in the male and female hostels are now open for booking by returning NCE students who have paid their school fees. Spaces are allocated on a first-come, first-served basis.</p>",
      startDate: daysAgo(5),
      endDate: inDays(30),
      senderName: "Students Affairs Division",
    },
    {
      title: "PGDE registration and orientation",
      category: "Postgraduate",
      description:
        "<p>Newly admitted Postgraduate Diploma in Education students will hold their orientation in the College Auditorium on Saturday, 5 December 2026 at 10:00.</p>",
      startDate: daysAgo(6),
      endDate: null,
      senderName: "School of Postgraduate Studies",
    },
    {
      title: "Annual performance evaluation (APER) 2026",
      category: "Staff",
      description:
        "<p>All academic and non-teaching staff are to complete the 2026 Annual Performance Evaluation Report on the portal before 18 December 2026. Heads of department will countersign afterwards.</p>",
      startDate: daysAgo(8),
      endDate: inDays(26),
      senderName: "Establishment Division",
    },
  ];
}
