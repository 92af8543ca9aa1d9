import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './identity';

/** A hospital or clinic that files notifications (spec 01 §3 medical unit). */
export const reportingUnits = pgTable(
  'reporting_units',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 250 }).notNull(),
    description: varchar('description', { length: 2000 }),
    typeId: smallint('type_id').notNull(),
    countryId: integer('country_id'),
    countyId: integer('county_id'),
    cityId: integer('city_id'),
    city: varchar('city', { length: 200 }),
    address: varchar('address', { length: 500 }),
    phone: varchar('phone', { length: 25 }),
    email: varchar('email', { length: 254 }),
    isDeleted: boolean('is_deleted').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reporting_units_name_idx').on(sql`lower(${t.name})`)],
);

/** A user's membership of one unit; permissions are per unit (spec 01 §6). */
export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    reportingUnitId: integer('reporting_unit_id')
      .notNull()
      .references(() => reportingUnits.id),
    /** Stamp (parafă) code. */
    code: varchar('code', { length: 50 }),
    agreementName: varchar('agreement_name', { length: 255 }),
    agreementStorageName: varchar('agreement_storage_name', { length: 64 }),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('employees_user_unit_uq').on(t.userId, t.reportingUnitId),
    index('employees_unit_idx').on(t.reportingUnitId),
  ],
);

export const employeePermissions = pgTable(
  'employee_permissions',
  {
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    permissionId: smallint('permission_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.permissionId] })],
);

/** Professional roles of an employee (doctor, nurse, registrar …), from the professional-role list. */
export const employeeProfessionalRoles = pgTable(
  'employee_professional_roles',
  {
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    professionalRoleId: smallint('professional_role_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.professionalRoleId] })],
);
