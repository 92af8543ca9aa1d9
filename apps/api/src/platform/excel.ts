import type ExcelJS from 'exceljs';

/**
 * exceljs, loaded at the first export, import or template that needs it rather than at start-up:
 * the module costs the server about 30 MB of memory, and most servers go hours without a workbook.
 */
export async function loadExcel(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}
