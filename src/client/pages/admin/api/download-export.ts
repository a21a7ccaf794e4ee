import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExportQuery } from '../../../../shared/api/admin';
import { adminKeys } from './admin-keys';
import { adminFetch } from './admin-request';

export type ExportFormat = ExportQuery['format'];

/** The file name of a Content-Disposition header (RFC 6266: filename* first), without paths. */
export function attachmentName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  let name: string | null = null;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = null;
    }
  }
  name ??=
    /filename\s*=\s*"([^"]*)"/.exec(header)?.[1] ??
    /filename\s*=\s*([^;\s]+)/.exec(header)?.[1] ??
    null;
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}

function fallbackName(format: ExportFormat): string {
  const day = new Date().toISOString().slice(0, 10);
  return `msoul-export-${day}.${format === 'json' ? 'json' : 'zip'}`;
}

/** Hands a Blob to the browser as a download named `filename`. */
function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: the download reads the Blob after this task.
  window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/**
 * GET /api/admin/export?format=json|csv (D-14): the records within retention, as JSON or as a zip
 * of one CSV per entity. The bearer header rules out a plain link, so the file is fetched here and
 * saved from a Blob under the server's file name. Answers the file name.
 */
export async function downloadExport(format: ExportFormat): Promise<string> {
  const response = await adminFetch(`/api/admin/export?format=${format}`, {
    auth: 'session',
    accept: format === 'json' ? 'application/json' : 'application/zip',
  });
  const blob = await response.blob();
  const filename =
    attachmentName(response.headers.get('content-disposition')) ?? fallbackName(format);
  saveBlob(blob, filename);
  return filename;
}

export function useDownloadExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadExport,
    // Exports are audit-logged (D-14).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.logsAll }),
  });
}
