import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/database";
import { roles, userRoles, users } from "../../db/identity";
import { hashPassword } from "./passwords";
import type { UserRow } from "./userDirectory";

export interface NewAccount {
  userName: string;
  password: string;
  fullName: string;
  userType: "student" | "lecturer" | "official";
  email?: string | null;
  roles: string[];
  birthday?: string | null;
  studentTypeId?: number | null;
  setupComplete?: boolean;
  twoFactor?: boolean;
  active?: boolean;
  displayCsatModal?: boolean;
}

/** Creates a user with a hashed password and the named roles (which must exist). */
export async function createAccount(db: Db, input: NewAccount): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        userName: input.userName.trim(),
        passwordHash,
        fullName: input.fullName,
        userType: input.userType,
        email: input.email ?? null,
        birthday: input.birthday ?? null,
        studentTypeId: input.studentTypeId ?? null,
        setupComplete: input.setupComplete ?? true,
        twoFactor: input.twoFactor ?? false,
        active: input.active ?? true,
        displayCsatModal: input.displayCsatModal ?? false,
      })
      .returning();
    if (input.roles.length > 0) {
      const found = await tx.select().from(roles).where(inArray(roles.name, input.roles));
      const unknown = input.roles.filter((name) => !found.some((role) => role.name === name));
      if (unknown.length > 0) throw new Error(`Unknown role(s): ${unknown.join(", ")}`);
      await tx.insert(userRoles).values(found.map((role) => ({ userId: user!.id, roleId: role.id })));
    }
    return user!;
  });
}

export async function setAccountActive(db: Db, userId: number, active: boolean): Promise<void> {
  await db.update(users).set({ active, updatedAt: new Date() }).where(eq(users.id, userId));
}
