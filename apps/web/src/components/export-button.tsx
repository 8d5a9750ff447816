import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ZExportFileName } from '@portal/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { DownloadedFile } from '../lib/api-client';
import { saveFile } from '../lib/save-file';
import { showErrorToast, showSuccessToast } from './toast';

const ZFileName = ZExportFileName.def.innerType;
const XLSX = '.xlsx';

/** The name the browser saves: the server's, else the one asked for with '.xlsx'. */
const savedName = (file: DownloadedFile, asked: string) =>
  file.filename ?? (asked.toLowerCase().endsWith(XLSX) ? asked : `${asked}${XLSX}`);

export interface ExportButtonProps {
  /** Downloads the list's spreadsheet under `fileName` (the list's filters are the caller's). */
  onExport: (fileName: string) => Promise<DownloadedFile>;
  /** The name offered in the dialog. */
  defaultFileName: string;
  /** What is exported, for the dialog's title. */
  title?: string;
  /** The button's accessible name when a page has more than one export (default 'Export'). */
  label?: string;
  disabled?: boolean;
}

/**
 * The Export button: asks for a file name, downloads the filtered list as a spreadsheet and
 * saves it. A failure shows the server's reason (its x-error-message header when sent).
 */
export function ExportButton({
  onExport,
  defaultFileName,
  title = 'Export',
  label,
  disabled = false,
}: ExportButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const [fileName, setFileName] = useState(defaultFileName);
  const [error, setError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  const start = () => {
    setFileName(defaultFileName);
    setError(null);
    open();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZFileName.safeParse(fileName);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'File name is required');
      return;
    }
    setExporting(true);
    try {
      const file = await onExport(parsed.data);
      const name = savedName(file, parsed.data);
      saveFile(file, name);
      close();
      showSuccessToast('Export downloaded', name);
    } catch (failure) {
      showErrorToast('Export failed', failure);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={start}
        disabled={disabled}
        aria-label={label}
      >
        Export
      </Button>
      <Modal
        opened={opened}
        onClose={() => {
          if (!exporting) close();
        }}
        title={title}
        closeButtonProps={{ 'aria-label': 'Close', disabled: exporting }}
        centered
      >
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="lg">
            <TextInput
              label="File name"
              description="Saved as an Excel spreadsheet (.xlsx)"
              value={fileName}
              onChange={(event) => {
                setFileName(event.currentTarget.value);
                setError(null);
              }}
              error={error}
              data-autofocus
              required
            />
            <Button
              type="submit"
              loading={exporting}
              leftSection={<IconDownload size={16} aria-hidden />}
              style={{ alignSelf: 'flex-end' }}
            >
              Download
            </Button>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
