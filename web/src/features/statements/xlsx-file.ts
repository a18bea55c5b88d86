/** Whether a picked file is an Excel workbook (.xlsx, by its name or type; the server checks content). */
export function isXlsx(file: Blob): boolean {
  const name = file instanceof File ? file.name.toLowerCase() : '';
  return (
    name.endsWith('.xlsx') ||
    file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
  );
}
