import { FileKind } from '@registry/domain/documents/contracts';
import type { Employee } from '@registry/domain/units/employee-contracts';
import { download, request, saveFile } from '../../shared/http/http-client';
import { HttpError } from '../../shared/http/http-error';
import type { ListAnswer, ListQuery } from '../../shared/list/list-page';
import { navigateTo } from '../../shared/navigation';
import { showError } from '../../shared/ui/ui-events';

export type EmployeeFilters = {
  emailConfirmed: boolean | null;
  /** An employee permission id (admin, case owner, reporter). */
  roleId: number | null;
  /** A professional role id. */
  medicalRoleId: number | null;
};

export type SavedEmployee = Employee & { warning: string | null };

/** A unit the caller does not belong to answers 403: that is the access-denied page, not a dialog. */
async function orAccessDenied<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof HttpError && error.status === 403) navigateTo('/access-denied', { replace: true });
    else if (error instanceof HttpError && error.status === 404)
      navigateTo('/page-not-found', { replace: true });
    else if (error instanceof HttpError) showError(error.notice);
    throw error;
  }
}

/** Spec 01 §7.4. */
export const findEmployees = (unitId: number) => (query: ListQuery<EmployeeFilters>, signal: AbortSignal) =>
  orAccessDenied(
    request<ListAnswer<Employee>>('/api/employee/filter', {
      body: { ...query, reportingUnitId: unitId },
      signal,
      showErrors: false,
    }),
  );

export const getEmployee = (employeeId: number, unitId: number) =>
  orAccessDenied(request<Employee>(`/api/employee/${employeeId}/${unitId}`, { showErrors: false }));

/** The unit's name for the titles. */
export const getUnitName = (unitId: number) =>
  orAccessDenied(request<{ name: string }>(`/api/reporting-unit/${unitId}`, { showErrors: false })).then(
    (unit) => unit.name,
  );

/** Multipart (spec 01 §7.4); errors come back to the form, which puts them on its fields. */
export const saveEmployee = (body: FormData) =>
  request<SavedEmployee>('/api/employee', { body, busy: true, showErrors: false });

export const deleteEmployee = (id: number, unitId: number) =>
  request<void>(`/api/employee/${id}/reporting-unit/${unitId}`, { method: 'DELETE', busy: true });

/** Spec 01 §7.6: the data-processing agreement generated for this unit and employee (.docx). */
export async function downloadAgreementTemplate(employeeId: number, fallbackName: string) {
  const file = await download(`/api/document/agreement-template/${employeeId}`, { busy: true });
  saveFile(file, file.fileName ?? fallbackName);
}

/** The signed agreement as stored. */
export async function downloadAgreement(storageName: string, name: string) {
  const file = await download(`/api/document/${encodeURIComponent(storageName)}/${FileKind.Agreement}`, {
    busy: true,
  });
  saveFile(file, file.fileName ?? name);
}
