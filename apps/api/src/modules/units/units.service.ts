import {
  EmployeePermission,
  isSuperAdmin,
  isUnitAdmin,
  isValidPhoneFor,
  type Language,
  type ReportingUnitForm,
  Role,
  reportingUnitTypeLabels,
  type Session,
  unitIdsOf,
} from '@registry/domain';
import { and, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import {
  counties,
  countries,
  employeePermissions,
  employees,
  localities,
  reportingUnits,
  users,
} from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { fieldErrors, forbidden, notFound, staleVersion } from '../../platform/errors';
import { containsPattern, pageOf, totalRows } from '../../platform/list';
import { assertUnitTreatsNoCase } from '../clinical/medical-cases';

const label = (language: Language, table: { labelRo: unknown; labelEn: unknown }) =>
  (language === 'en' ? table.labelEn : table.labelRo) as typeof counties.labelRo;

function unitColumns(language: Language) {
  return {
    id: reportingUnits.id,
    name: reportingUnits.name,
    description: reportingUnits.description,
    typeId: reportingUnits.typeId,
    countryId: reportingUnits.countryId,
    country: label(language, countries),
    countyId: reportingUnits.countyId,
    county: label(language, counties),
    cityId: reportingUnits.cityId,
    // A Romanian unit's city is its SIRUTA locality; abroad it is the typed name.
    city: sql<string | null>`coalesce(${label(language, localities)}, ${reportingUnits.city})`,
    address: reportingUnits.address,
    phone: reportingUnits.phone,
    email: reportingUnits.email,
    version: reportingUnits.version,
  };
}

function selectUnits(db: Db, language: Language) {
  return db
    .select({ ...unitColumns(language), totalRows })
    .from(reportingUnits)
    .leftJoin(countries, eq(countries.id, reportingUnits.countryId))
    .leftJoin(counties, eq(counties.id, reportingUnits.countyId))
    .leftJoin(localities, eq(localities.id, reportingUnits.cityId))
    .$dynamic();
}

const withTypeName =
  (language: Language) =>
  <T extends { typeId: number }>(row: T) => ({
    ...row,
    type: reportingUnitTypeLabels[language][row.typeId] ?? String(row.typeId),
  });

export type UnitFilter = {
  take: number;
  skip: number;
  sortBy?: 'name' | 'city' | 'type' | null;
  sortDesc?: boolean;
  search?: string | null;
  typeId?: number | null;
};

export async function findUnits(db: Db, language: Language, filter: UnitFilter) {
  const where: SQL[] = [eq(reportingUnits.isDeleted, false)];
  if (filter.search) where.push(ilike(reportingUnits.name, containsPattern(filter.search)));
  if (filter.typeId) where.push(eq(reportingUnits.typeId, filter.typeId));
  const page = pageOf(
    filter,
    {
      name: sql`lower(${reportingUnits.name})`,
      city: sql`lower(coalesce(${label(language, localities)}, ${reportingUnits.city}))`,
      type: reportingUnits.typeId,
    },
    sql`lower(${reportingUnits.name})`,
    reportingUnits.id,
  );
  const rows = await selectUnits(db, language)
    .where(and(...where))
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  const total = rows[0]?.totalRows ?? (filter.skip > 0 ? await countUnits(db, where) : 0);
  return { items: rows.map(({ totalRows: _, ...r }) => withTypeName(language)(r)), totalRows: total };
}

async function countUnits(db: Db, where: SQL[]) {
  const [row] = await db
    .select({ n: sql<number>`cast(count(*) as integer)` })
    .from(reportingUnits)
    .where(and(...where));
  return row.n;
}

export async function findUnit(db: Db, language: Language, id: number) {
  const [row] = await selectUnits(db, language).where(
    and(eq(reportingUnits.id, id), eq(reportingUnits.isDeleted, false)),
  );
  if (!row) throw notFound();
  const { totalRows: _, ...unit } = row;
  return withTypeName(language)(unit);
}

/** Dropdown pairs; reporters see only their own units (spec 01 §6). */
export async function findUnitChoices(db: Db, session: Session) {
  const onlyOwn = session.role === Role.Reporter && !isSuperAdmin(session);
  const own = unitIdsOf(session);
  return db
    .select({ id: reportingUnits.id, text: reportingUnits.name })
    .from(reportingUnits)
    .where(
      and(
        eq(reportingUnits.isDeleted, false),
        onlyOwn ? inArray(reportingUnits.id, own.length ? own : [-1]) : undefined,
      ),
    )
    .orderBy(sql`lower(${reportingUnits.name})`);
}

async function checkPlaces(db: Db, form: ReportingUnitForm) {
  const [country] = await db
    .select({ alpha2: countries.alpha2 })
    .from(countries)
    .where(eq(countries.id, form.countryId));
  const errors: Record<string, string> = {};
  if (!country) errors.countryId = 'validation.invalid';
  if (form.countyId && form.cityId) {
    const [city] = await db
      .select({ id: localities.id })
      .from(localities)
      .where(and(eq(localities.id, form.cityId), eq(localities.countyId, form.countyId)));
    if (!city) errors.cityId = 'validation.invalid';
  }
  if (form.phone && !isValidPhoneFor(form.phone, country?.alpha2)) errors.phone = 'validation.invalid';
  if (Object.keys(errors).length) throw fieldErrors(errors);
}

/**
 * Adds (super administrator) or edits (the unit's admin) a unit. An edit names the version it was
 * read at; if someone saved in between, the edit is refused (409) instead of overwriting theirs.
 */
export async function saveUnit(db: Db, request: FastifyRequest, session: Session, form: ReportingUnitForm) {
  if (form.id ? !isUnitAdmin(session, form.id) : !isSuperAdmin(session)) throw forbidden();
  await checkPlaces(db, form);
  const { id, version, ...values } = form;
  const place = values.countyId ? { city: null } : { countyId: null, cityId: null };
  return db.transaction(async (tx) => {
    if (!id) {
      const [created] = await tx
        .insert(reportingUnits)
        .values({ ...values, ...place })
        .returning({ id: reportingUnits.id });
      await writeAudit(tx, request, {
        action: 'unit.created',
        entity: 'reporting_unit',
        entityId: created.id,
        details: { name: values.name },
      });
      return created.id;
    }
    const [current] = await tx
      .select()
      .from(reportingUnits)
      .where(and(eq(reportingUnits.id, id), eq(reportingUnits.isDeleted, false)));
    if (!current) throw notFound();
    if (version !== undefined && version !== current.version) throw staleVersion();
    await tx
      .update(reportingUnits)
      .set({ ...values, ...place, version: current.version + 1, updatedAt: new Date() })
      .where(eq(reportingUnits.id, id));
    await writeAudit(tx, request, {
      action: 'unit.updated',
      entity: 'reporting_unit',
      entityId: id,
      details: { before: current, after: values },
    });
    return id;
  });
}

/**
 * Soft delete: notifications and employees keep pointing at it. Refused while the unit treats live
 * medical cases (`assertUnitTreatsNoCase`): they are transferred to another unit first.
 */
export async function deleteUnit(db: Db, request: FastifyRequest, id: number) {
  await db.transaction(async (tx) => {
    await assertUnitTreatsNoCase(tx, id);
    const done = await tx
      .update(reportingUnits)
      .set({ isDeleted: true, updatedAt: new Date() })
      .where(and(eq(reportingUnits.id, id), eq(reportingUnits.isDeleted, false)))
      .returning({ id: reportingUnits.id });
    if (done.length === 0) throw notFound();
    await writeAudit(tx, request, { action: 'unit.deleted', entity: 'reporting_unit', entityId: id });
  });
}

export async function findVisitDetails(db: Db, language: Language, id: number) {
  const unit = await findUnit(db, language, id);
  const staff = await db
    .select({
      userId: employees.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      permissionId: employeePermissions.permissionId,
    })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .leftJoin(
      employeePermissions,
      and(
        eq(employeePermissions.employeeId, employees.id),
        eq(employeePermissions.permissionId, EmployeePermission.Admin),
      ),
    )
    .where(
      and(eq(employees.reportingUnitId, id), eq(employees.isDeleted, false), eq(users.isDeleted, false)),
    );
  const admins = staff
    .filter((s) => s.permissionId === EmployeePermission.Admin)
    .map((s) => ({ fullName: `${s.firstName} ${s.lastName}`, email: s.email, phone: s.phone }));
  return { ...unit, employeesCount: staff.length, admins };
}
