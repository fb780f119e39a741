import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/database";
import { seedDemoAccounts } from "../../src/server/db/seed/identity";
import type { AuthUser } from "../../src/server/modules/auth/accessToken";
import { caller, upload } from "../support/resourceRequests";
import { createTestApp, type TestApp } from "../support/testApp";
import { databaseKinds } from "../support/testDatabase";

/**
 * User management through the admin lists (users, roles, staff assignments) and what the database
 * guarantees underneath: new users cannot sign in before setup, deactivation ends sessions.
 */

const PASSWORD = "Matric#2026";
const COOKIE = "fcet_refresh";

describe.each(databaseKinds)("user administration on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  /** Demo account ids by user name (the seed creates them in DEMO_USERS order). */
  const ids = new Map<string, number>();
  const person = (userName: string, roles: string[], userType = "official"): AuthUser => ({
    id: ids.get(userName) ?? 0,
    userName,
    userType,
    roles,
    claims: [],
  });
  const superadmin = () => person("superadmin", ["superadmin"]);
  const ictadmin = () => person("ictadmin", ["ictadmin"]);
  const registrar = () => person("registrar", ["registrar"]);

  const login = (userName: string, password = PASSWORD) =>
    t.app.inject({ method: "POST", url: "/api/Authentication/login", payload: { userName, password } });
  const refresh = (token: string) =>
    t.app.inject({ method: "POST", url: "/api/Authentication/refresh-token", cookies: { [COOKIE]: token } });
  const refreshTokenOf = async (userName: string) => {
    const res = await login(userName);
    expect(res.statusCode, res.body).toBe(200);
    return res.cookies.find((cookie) => cookie.name === COOKIE)!.value;
  };
  const toggle = (user: AuthUser | undefined, userId: number | string) =>
    call(user, "POST", `/api/Authentication/toggle-user-activation-status?userId=${userId}`);
  const newUser = async (row: Record<string, unknown>) => {
    const res = await call(superadmin(), "POST", "/api/resources/users", row);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number } & Record<string, unknown>;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    call = caller(t.app, t.config.jwtSecret);
    await seedDemoAccounts(t.database.db);
    for (const row of await queryRows<{ id: number; user_name: string }>(
      t.database.db,
      sql`SELECT id, user_name FROM users`,
    ))
      ids.set(row.user_name, row.id);
  });
  beforeEach(async () => {
    await t.database.db.execute(sql`DELETE FROM rate_limits`);
  });
  afterAll(async () => t?.close());

  it("lets the ICT admin create users, officials only read them, and students nothing", async () => {
    const row = { userName: "NCE/2026/0100", fullName: "Amaka Obi", userType: "student", studentTypeId: 1 };
    expect((await call(registrar(), "POST", "/api/resources/users", row)).statusCode).toBe(403);
    expect((await call(registrar(), "GET", "/api/resources/users")).statusCode).toBe(200);
    expect(
      (await call(person("student", ["student"], "student"), "GET", "/api/resources/users")).statusCode,
    ).toBe(403);
    const created = await newUser(row);
    expect(created).toMatchObject({ ...row, active: true, twoFactor: false, setupComplete: false });
    // Nothing about the password ever leaves the server.
    expect(Object.keys(created).some((key) => /pass|hash/i.test(key))).toBe(false);
  });

  it("lists the staff's accounts at users/edit: officials and lecturers, never students; only the super-admin changes them, audited", async () => {
    const staffList = await call(registrar(), "GET", "/api/resources/users?staff=true&pageSize=30");
    expect(staffList.statusCode, staffList.body).toBe(200);
    const rows = staffList.json().data.items as { userName: string; userType: string; staff: boolean }[];
    const names = rows.map((row) => row.userName);
    expect(names).toEqual(
      expect.arrayContaining(["registrar", "bursar", "lecturer", "hod", "dean", "hodcsc"]),
    );
    expect(names).not.toContain("student");
    expect(new Set(rows.map((row) => row.userType))).toEqual(new Set(["official", "lecturer"]));
    expect(rows.every((row) => row.staff)).toBe(true);

    // A lecturer's account (their record) is changed by the super-admin only, and the change audited.
    const lecturerId = ids.get("lecturer") as number;
    const change = {
      userName: "lecturer",
      fullName: "Mr. Yusuf Ibrahim Musa",
      userType: "lecturer",
      staff: true,
    };
    expect((await call(registrar(), "PUT", `/api/resources/users/${lecturerId}`, change)).statusCode).toBe(
      403,
    );
    const changed = await call(superadmin(), "PUT", `/api/resources/users/${lecturerId}`, change);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ fullName: "Mr. Yusuf Ibrahim Musa", staff: true });
    const audit = await queryRows<{ actor_name: string }>(
      t.database.db,
      sql`SELECT actor_name FROM audit_log WHERE entity = 'users' AND entity_id = ${String(lecturerId)} AND action = 'update'`,
    );
    expect(audit.map((row) => row.actor_name)).toContain("superadmin");
    // Staff is worked out from the user type: a body cannot make a student staff.
    const student = await newUser({
      userName: "NCE/2026/0190",
      fullName: "Ngozi Eke",
      userType: "student",
      staff: true,
    });
    expect(student.staff).toBe(false);
  });

  it("gives a created user no password: every sign-in is a plain failure until setup", async () => {
    await newUser({
      userName: "lect.new",
      fullName: "Lami Newton",
      userType: "lecturer",
      email: "lami@example.edu.ng",
    });
    const [stored] = await queryRows<{ password_hash: string; setup_complete: boolean }>(
      t.database.db,
      sql`SELECT password_hash, setup_complete FROM users WHERE user_name = 'lect.new'`,
    );
    expect(stored).toEqual({ password_hash: "!no-password-set", setup_complete: false });
    for (const password of ["!no-password-set", "", "Anything#123"]) {
      const res = await login("lect.new", password || "x");
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe("Invalid username or password");
    }
  });

  it("creates users by bulk upload, each awaiting setup", async () => {
    const csv = [
      "User Name,Full Name,Email Address,Phone Number,User Type,Student Type,Two-factor sign-in,Active",
      "NCE/2026/0201,Uche Nnamdi,uche@example.edu.ng,08030000001,student,NCE,no,yes",
      "NCE/2026/0202,Zainab Bello,,08030000002,student,NCE,no,yes",
    ].join("\n");
    const res = await upload(t.app, t.config.jwtSecret, superadmin(), "users", "users.csv", Buffer.from(csv));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ created: 2 });
    const rows = await queryRows<{ user_name: string; setup_complete: boolean; student_type_id: number }>(
      t.database.db,
      sql`SELECT user_name, setup_complete, student_type_id FROM users WHERE user_name LIKE 'NCE/2026/02%' ORDER BY user_name`,
    );
    expect(rows).toEqual([
      { user_name: "NCE/2026/0201", setup_complete: false, student_type_id: 1 },
      { user_name: "NCE/2026/0202", setup_complete: false, student_type_id: 1 },
    ]);
  });

  it("refuses a second account with the same user name in another letter case, naming the field", async () => {
    const res = await call(superadmin(), "POST", "/api/resources/users", {
      userName: "REGISTRAR",
      fullName: "Another Registrar",
      userType: "official",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([
      { path: "userName", message: "A user with this user name already exists." },
    ]);
  });

  it("ends a user's sessions when the Users list deactivates them", async () => {
    const token = await refreshTokenOf("lecturer");
    const lecturerId = ids.get("lecturer")!;
    const off = await call(superadmin(), "PATCH", `/api/resources/users/${lecturerId}/active`, {
      active: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await refresh(token)).statusCode).toBe(401);
    expect((await login("lecturer")).statusCode).toBe(401);
    await call(superadmin(), "PATCH", `/api/resources/users/${lecturerId}/active`, { active: true });
    // Switched on again, they sign in afresh; the old session stays ended.
    expect((await refresh(token)).statusCode).toBe(401);
    expect((await login("lecturer")).statusCode).toBe(200);
  });

  it("toggles a user's activation with toggle-user-activation-status, ending sessions and auditing", async () => {
    const hostelId = ids.get("hostel")!;
    const token = await refreshTokenOf("hostel");
    const off = await toggle(superadmin(), hostelId);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({
      success: true,
      message: "User deactivated",
      data: { userId: hostelId, active: false },
    });
    expect((await refresh(token)).statusCode).toBe(401);
    const on = await toggle(superadmin(), hostelId);
    expect(on.json()).toMatchObject({ message: "User activated", data: { active: true } });
    const audit = await queryRows<{ action: string; actor_name: string }>(
      t.database.db,
      sql`SELECT action, actor_name FROM audit_log WHERE entity = 'users' AND entity_id = ${String(hostelId)} ORDER BY id`,
    );
    expect(audit).toEqual([
      { action: "deactivate", actor_name: "superadmin" },
      { action: "activate", actor_name: "superadmin" },
    ]);
  });

  it("answers toggle-user-activation-status clearly: 403, 404, no self-deactivation, a named missing field", async () => {
    expect((await toggle(registrar(), ids.get("hostel")!)).statusCode).toBe(403);
    // Editing accounts is the super-admin's alone: an ICT admin who could would take any account over.
    expect((await toggle(ictadmin(), ids.get("hostel")!)).statusCode).toBe(403);
    expect(
      (await call(ictadmin(), "POST", "/api/resources/user-roles", { userId: 1, roleId: 1 })).statusCode,
    ).toBe(403);
    expect((await toggle(undefined, ids.get("hostel")!)).statusCode).toBe(401);
    const missing = await toggle(superadmin(), 987654);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("User 987654 was not found; it may have been deleted.");
    const self = await toggle(superadmin(), ids.get("superadmin")!);
    expect(self.statusCode).toBe(400);
    expect(self.json().errors).toEqual([
      { path: "userId", message: "You cannot deactivate your own account" },
    ]);
    const noId = await call(superadmin(), "POST", "/api/Authentication/toggle-user-activation-status");
    expect(noId.statusCode).toBe(400);
    expect(noId.json().errors).toEqual([{ path: "userId", message: "please input User id" }]);
  });

  it("keeps one active head of department per department, and only lecturers", async () => {
    const assign = (userName: string, active = true) =>
      call(superadmin(), "POST", "/api/resources/hod-assignments", {
        departmentId: 1,
        userId: ids.get(userName),
        active,
      });
    const first = await assign("hod");
    expect(first.statusCode, first.body).toBe(201);
    const second = await assign("lecturer");
    expect(second.statusCode).toBe(400);
    expect(second.json().errors).toEqual([
      {
        path: "departmentId",
        message: "this department already has an active head of department; switch that assignment off first",
      },
    ]);
    // History may hold earlier heads, switched off.
    expect((await assign("lecturer", false)).statusCode).toBe(201);
    const official = await assign("bursar", false);
    expect(official.json().errors).toEqual([
      { path: "userId", message: "the head of department must be a lecturer" },
    ]);
    // Handing over: the old head off, the new one on.
    const off = await call(
      ictadmin(),
      "PATCH",
      `/api/resources/hod-assignments/${first.json().data.id}/active`,
      {
        active: false,
      },
    );
    expect(off.statusCode).toBe(200);
    expect((await assign("dean")).statusCode).toBe(201);
  });

  it("keeps a role's key: the access rules name it", async () => {
    const [role] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM roles WHERE name = 'registrar'`,
    );
    const res = await call(superadmin(), "PUT", `/api/resources/roles/${role!.id}`, {
      name: "records",
      title: "Registrar",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        path: "name",
        message:
          "a role's key cannot be changed (the portal's access rules name it); change its title instead",
      },
    ]);
    const retitled = await call(superadmin(), "PUT", `/api/resources/roles/${role!.id}`, {
      name: "registrar",
      title: "Registrar of the College",
    });
    expect(retitled.statusCode, retitled.body).toBe(200);
  });

  it("gives a role's menus to its users at their next sign-in", async () => {
    const [menu] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM menu_items WHERE name = 'payments'`,
    );
    const [role] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM roles WHERE name = 'hostel'`,
    );
    expect((await login("hostel")).json().data.menuItems).not.toContain("payments");
    const link = await call(superadmin(), "POST", "/api/resources/role-menus", {
      roleId: role!.id,
      menuItemId: menu!.id,
    });
    expect(link.statusCode, link.body).toBe(201);
    expect((await login("hostel")).json().data.menuItems).toContain("payments");
  });
});
