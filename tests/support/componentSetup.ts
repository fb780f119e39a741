import { configure } from "@testing-library/react";

// Component tests wait on what the page shows. On a busy two-core machine (CI runs the server
// tests beside them) a first lazy import or lookup can take longer than testing-library's 1 s
// default; waiting longer only matters when a test would otherwise fail.
configure({ asyncUtilTimeout: 5_000 });
