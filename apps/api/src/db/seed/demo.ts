import { EmployeePermission, ROMANIA_COUNTRY_ID, Role, type RoleId } from '@registry/domain';
import { eq } from 'drizzle-orm';
import { inviteUser } from '../../modules/identity/account.service';
import type { IdentityContext } from '../../modules/identity/identity.context';
import { employeePermissions, employees, reportingUnits, users } from '../schema';

type DemoAccount = {
  email: string;
  firstName: string;
  lastName: string;
  role: RoleId;
  unit?: 1 | 2;
  permissions?: number[];
  twoFa?: boolean;
  invited?: boolean;
};

/** The demo accounts of the README (issue 2), plus one with 2FA on and one still to confirm. */
export const demoAccounts: DemoAccount[] = [
  {
    email: 'superadmin@demo.local',
    firstName: 'Ana',
    lastName: 'Administrator',
    role: Role.SuperAdministrator,
  },
  { email: 'reviewer@demo.local', firstName: 'Radu', lastName: 'Evaluator', role: Role.Reviewer },
  { email: 'auditor@demo.local', firstName: 'Ioana', lastName: 'Auditor', role: Role.Auditor },
  { email: 'executive@demo.local', firstName: 'Mihai', lastName: 'Director', role: Role.Executive },
  {
    email: 'unitadmin@demo.local',
    firstName: 'Elena',
    lastName: 'Popescu',
    role: Role.Reporter,
    unit: 1,
    permissions: [EmployeePermission.Admin, EmployeePermission.CaseOwner, EmployeePermission.Reporter],
  },
  {
    email: 'reporter@demo.local',
    firstName: 'Andrei',
    lastName: 'Ionescu',
    role: Role.Reporter,
    unit: 1,
    permissions: [EmployeePermission.Reporter],
  },
  {
    email: 'reporter2@demo.local',
    firstName: 'Maria',
    lastName: 'Constantin',
    role: Role.Reporter,
    unit: 2,
    permissions: [EmployeePermission.Reporter],
  },
  {
    email: 'twofa@demo.local',
    firstName: 'Vlad',
    lastName: 'Dobre',
    role: Role.Reporter,
    unit: 1,
    permissions: [EmployeePermission.Reporter],
    twoFa: true,
  },
  {
    email: 'invited@demo.local',
    firstName: 'Irina',
    lastName: 'Nou',
    role: Role.Reporter,
    unit: 1,
    permissions: [EmployeePermission.Reporter],
    invited: true,
  },
];

const demoUnits = [
  {
    name: 'Unitatea demo 1 — Spitalul Clinic de Urgență pentru Copii',
    typeId: 2,
    // Country 1 is Romania (spec 01 §7); county and city ids are SIRUTA codes (Cluj / Cluj-Napoca).
    countryId: ROMANIA_COUNTRY_ID,
    countyId: 127,
    cityId: 54975,
    phone: '0264 532 216',
    address: 'Str. Demo 1',
    email: 'unitate1@demo.local',
  },
  {
    name: 'Unitatea demo 2 — Institutul Oncologic',
    typeId: 2,
    countryId: ROMANIA_COUNTRY_ID,
    countyId: 225,
    cityId: 95060,
    phone: '0232 240 822',
    address: 'Str. Demo 2',
    email: 'unitate2@demo.local',
  },
];

/** The demo units by number (1, 2), and the reporter whose name the demo registry's reports carry. */
export const DEMO_UNIT_REPORTERS = [
  { name: demoUnits[0].name, reporter: 'reporter@demo.local' },
  { name: demoUnits[1].name, reporter: 'reporter2@demo.local' },
];

/** Idempotent: what exists is left as it is, so a restart never resets a demo password someone changed. */
export async function seedDemo(ctx: IdentityContext) {
  const { db } = ctx;
  const unitIds: number[] = [];
  for (const unit of demoUnits) {
    const [existing] = await db
      .select({ id: reportingUnits.id })
      .from(reportingUnits)
      .where(eq(reportingUnits.name, unit.name));
    unitIds.push(
      existing?.id ??
        (await db.insert(reportingUnits).values(unit).returning({ id: reportingUnits.id }))[0].id,
    );
  }
  const passwordHash = await ctx.passwords.hash(ctx.config.demoPassword);
  for (const account of demoAccounts) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    if (existing) continue;
    const [user] = await db
      .insert(users)
      .values({
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        roleId: account.role,
        twoFa: account.twoFa ?? false,
        passwordHash: account.invited ? null : passwordHash,
        emailConfirmed: !account.invited,
        termsAcceptedAt: account.invited ? null : new Date(),
      })
      .returning();
    if (account.unit) {
      const [employee] = await db
        .insert(employees)
        .values({ userId: user.id, reportingUnitId: unitIds[account.unit - 1] })
        .returning();
      await db
        .insert(employeePermissions)
        .values(
          (account.permissions ?? []).map((permissionId) => ({ employeeId: employee.id, permissionId })),
        );
    }
    if (account.invited) await inviteUser(ctx, user.id);
  }
}
