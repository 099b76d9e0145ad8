import type { AdminExportFile } from '../../api/admin-contract';

/**
 * The bytes of a base64 text (as the console's export calls hand a file over).
 * @example
 * base64ToBytes('UEs='); // → Uint8Array [80, 75]
 */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * Hands an exported file to the browser as a download under the server's file name.
 * @example
 * downloadExportFile(await exportStatistics({ startDate: '2026-11-01' }));
 */
export function downloadExportFile(file: AdminExportFile): void {
  downloadBlob(
    new Blob([base64ToBytes(file.contentBase64)], { type: file.mimeType }),
    file.fileName,
  );
}

/**
 * Saves a Blob as a file named `fileName` through a temporary download link.
 * @example
 * downloadBlob(new Blob(['学号,姓名\n'], { type: 'text/csv' }), '导入模板.csv');
 */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has taken the file by the next task; the address is then no longer needed
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The content of a file the user chose, base64-encoded (no `data:` prefix).
 * @example
 * const contentBase64 = await readFileBase64(input.files[0]);
 */
export async function readFileBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  }
  return btoa(binary);
}
