import { Download, FileArchive, FileJson, type LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { cx } from '../../components/ui/cx';
import { Dialog } from '../../components/ui/Dialog';
import { useToast } from '../../lib/toast';
import { endedSession, isServerAnswer } from './api/admin-request';
import { type ExportFormat, useDownloadExport } from './api/download-export';

const FORMATS = [
  {
    value: 'json',
    label: 'JSON',
    detail: 'One file with every entity.',
    icon: FileJson,
  },
  {
    value: 'csv',
    label: 'CSV (zip)',
    detail: 'One CSV file per entity, zipped.',
    icon: FileArchive,
  },
] as const satisfies readonly {
  value: ExportFormat;
  label: string;
  detail: string;
  icon: LucideIcon;
}[];

/** 'Export' (D-14): the records within retention as JSON or CSV (zip), downloaded here. */
export function ExportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const id = useId();
  const { toast } = useToast();
  const download = useDownloadExport();
  const [format, setFormat] = useState<ExportFormat>('json');

  const run = () => {
    download.mutate(format, {
      onSuccess: (filename) => {
        toast({
          title: 'Export Downloaded',
          description: `Saved as ${filename}.`,
          tone: 'success',
        });
        onClose();
      },
      onError: (error) => {
        if (endedSession(error)) return;
        toast(
          isServerAnswer(error)
            ? {
                title: 'Export Failed',
                description: error.serverMessage ?? 'Failed to export data',
                tone: 'error',
              }
            : { title: 'Export Error', description: 'Failed to connect to server', tone: 'error' },
        );
      },
    });
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Export data"
      description="Downloads every record within the retention period. Each export is recorded in the audit log."
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={run} busy={download.isPending}>
            {download.isPending ? null : <Download aria-hidden="true" className="size-5" />}
            {download.isPending ? 'Preparing...' : 'Download'}
          </Button>
        </>
      }
    >
      <fieldset>
        <legend className="font-semibold">Format</legend>
        <div className="mt-3 grid gap-3">
          {FORMATS.map((item) => {
            const Icon = item.icon;
            const inputId = `${id}-${item.value}`;
            return (
              <label
                key={item.value}
                htmlFor={inputId}
                className={cx(
                  'flex min-h-14 cursor-pointer items-center gap-4 rounded-md border-2 px-4 py-3 transition-colors has-focus-visible:ring-3 has-focus-visible:ring-accent/40',
                  format === item.value
                    ? 'border-accent bg-accent-soft'
                    : 'border-line bg-surface hover:border-muted',
                )}
              >
                <input
                  id={inputId}
                  type="radio"
                  name={`${id}-format`}
                  value={item.value}
                  checked={format === item.value}
                  onChange={() => setFormat(item.value)}
                  data-autofocus={format === item.value ? true : undefined}
                  aria-labelledby={`${inputId}-label`}
                  aria-describedby={`${inputId}-detail`}
                  className="size-5 shrink-0 accent-accent"
                />
                <Icon aria-hidden="true" className="size-6 shrink-0 text-accent-strong" />
                <span className="min-w-0">
                  <span id={`${inputId}-label`} className="block font-semibold">
                    {item.label}
                  </span>
                  <span id={`${inputId}-detail`} className="block text-sm text-muted">
                    {item.detail}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </Dialog>
  );
}
