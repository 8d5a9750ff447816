import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Chip,
  FileButton,
  Group,
  Menu,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import {
  DOCUMENT_FILTER_CODES,
  DOCUMENT_MESSAGES,
  DOCUMENT_TYPE_CODES,
  documentFilterLabels,
  documentTypeLabels,
  formatLongDate,
  SERVICE_SHORT_NAMES,
  serviceLabels,
  totalPages,
  UPLOAD_ACCEPT,
  type TDocumentFilter,
  type TDocumentType,
  type TPropertyDocument,
  type TServiceCode,
  type TServiceShortName,
} from '@portal/contracts';
import {
  IconCertificate,
  IconDots,
  IconDownload,
  IconFile,
  IconFileDollar,
  IconFileUpload,
  IconPencil,
  IconReceipt,
  IconReportAnalytics,
  IconTrash,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { confirmAction } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { Paginator } from '../../../components/paginator';
import { SERVICE_ICONS } from '../../../components/service-icon-tiles';
import { showErrorToast, showSuccessToast } from '../../../components/toast';
import { withDownloadToasts } from '../../../components/download-toasts';
import { EvidencePackButton } from '../evidence/evidence-pack-dialog';
import { ApiError } from '../../../lib/api-error';
import { getPageParam, getParam, withParams } from '../../../lib/search-params';
import { DocumentAttributesDialog } from './document-attributes-dialog';
import {
  DOCUMENTS_PAGE_SIZE,
  downloadDocument,
  useDeleteDocument,
  useDocuments,
  type DocumentOwner,
} from './documents-api';
import { uploadQueue } from './upload-queue';

/** The document type icons (spec: quote, invoice, service report, certificate), and the rest. */
const TYPE_ICONS: Record<TDocumentType, Icon> = {
  QUOTE_DOCUMENT: IconFileDollar,
  INVOICE_DOCUMENT: IconReceipt,
  SERVICE_REPORT_DOCUMENT: IconReportAnalytics,
  CERTIFICATE_DOCUMENT: IconCertificate,
  THIRD_PARTY_RESOLUTION_DOCUMENT: IconUsersGroup,
  OTHER_DOCUMENT: IconFile,
};

const oneOf = <T extends string>(values: readonly T[], value: string | undefined) =>
  value !== undefined && (values as readonly string[]).includes(value) ? (value as T) : undefined;

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function failureTitle(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return error.message;
  if (error instanceof ApiError && error.status === 403) return DOCUMENT_MESSAGES.forbidden;
  return DOCUMENT_MESSAGES.loadFailed;
}

function DocumentsSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label="Loading the documents">
      <Stack gap="sm">
        {Array.from({ length: 4 }, (_, i) => (
          <Paper key={i} withBorder p="sm">
            <Group gap="md" wrap="nowrap">
              <Skeleton height={36} width={36} radius="md" />
              <Stack gap={6} style={{ flex: 1 }}>
                <Skeleton height={14} width="45%" />
                <Skeleton height={10} width="30%" />
              </Stack>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}

interface RowProps {
  document: TPropertyDocument;
  onDownload: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

function DocumentRow({ document, onDownload, onEdit, onDelete }: RowProps) {
  const TypeIcon = TYPE_ICONS[document.type];
  return (
    <Paper withBorder p="sm" role="listitem" aria-label={document.name}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size={36} radius="md" aria-hidden>
          <TypeIcon size={20} />
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {document.name}
          </Text>
          <Text fz="xs" c="dimmed">
            {documentTypeLabels[document.type]} · {formatSize(document.size)} ·{' '}
            {formatLongDate(document.createdAt)}
            {document.uploadedBy ? ` · ${document.uploadedBy}` : ''}
          </Text>
          {(document.services.length > 0 || document.otherServiceName) && (
            <Group gap={4}>
              {document.services.map((code) => {
                const ServiceIcon = SERVICE_ICONS[code];
                return (
                  <Badge
                    key={code}
                    variant="light"
                    color="gray"
                    leftSection={<ServiceIcon size={12} aria-hidden />}
                  >
                    {serviceLabels[code]}
                  </Badge>
                );
              })}
              {document.otherServiceName && (
                <Badge variant="light" color="gray">
                  {document.otherServiceName}
                </Badge>
              )}
            </Group>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={onDownload}
            visibleFrom="sm"
          >
            Download
          </Button>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${document.name}`}>
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconDownload size={14} aria-hidden />} onClick={onDownload}>
                Download
              </Menu.Item>
              <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} onClick={onEdit}>
                Update attributes
              </Menu.Item>
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={onDelete}
              >
                Delete
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
    </Paper>
  );
}

export interface DocumentsPageProps {
  owner: DocumentOwner;
  propertyId: number;
  /** The property's address, for the upload tray's rows ('' when not known). */
  address: string;
}

/**
 * A property's Documents tab: upload (into the app's upload queue), filters in the URL (the
 * links' filter, a document type, a service; facets give their counts), the list with type
 * icons, download, update attributes and delete.
 */
export function DocumentsPage({ owner, propertyId, address }: DocumentsPageProps) {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filter = oneOf<TDocumentFilter>(DOCUMENT_FILTER_CODES, getParam(params, 'filter'));
  const type = oneOf<TDocumentType>(DOCUMENT_TYPE_CODES, getParam(params, 'type'));
  const service = oneOf<TServiceShortName>(SERVICE_SHORT_NAMES, getParam(params, 'service'));
  const page = getPageParam(params);
  const documents = useDocuments(owner, propertyId, { filter, type, service, page });
  const remove = useDeleteDocument(owner, propertyId);
  const [editing, setEditing] = useState<TPropertyDocument | null>(null);

  const set = (change: Record<string, string | null>) =>
    setParams((current) => withParams(current, { ...change, page: null }));

  const upload = (files: File[]) => {
    if (files.length === 0) return;
    uploadQueue(queryClient).send({
      type: 'ADD',
      files,
      target: { owner, propertyId, address },
    });
  };

  const download = (document: TPropertyDocument) =>
    void withDownloadToasts(
      `document-download-${document.id}`,
      {
        success: 'Download Success',
        failure: DOCUMENT_MESSAGES.downloadFailed,
        failureDetail: document.name,
        refusedDetail: (reason) => `${document.name}: ${reason}`,
      },
      () => downloadDocument(owner, propertyId, document),
    );

  const confirmDelete = async (document: TPropertyDocument) => {
    const confirmed = await confirmAction({
      title: 'Delete this document?',
      body: `${document.name} will be removed from this property for everyone in your agency.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(document.id);
      showSuccessToast(DOCUMENT_MESSAGES.deleted, document.name);
    } catch (error) {
      showErrorToast(DOCUMENT_MESSAGES.deleteFailed, error);
    }
  };

  const data = documents.data;
  const facets = data?.facets;
  const serviceCode = service?.toLowerCase() as TServiceCode | undefined;
  const filtered = Boolean(filter || type || service);

  let body;
  if (documents.isError && !data) {
    const title = failureTitle(documents.error);
    body = (
      <LoadError
        title={title}
        error={documents.error.message === title ? null : documents.error}
        onRetry={() => void documents.refetch()}
        retrying={documents.isFetching}
      />
    );
  } else if (!data) {
    body = <DocumentsSkeleton />;
  } else if (data.items.length === 0) {
    body = (
      <EmptyState
        icon={<IconFile size={28} stroke={1.5} aria-hidden />}
        title={filtered ? 'No documents match these filters' : 'No documents yet'}
        description={
          filtered
            ? 'Clear a filter to see more of this property’s documents.'
            : 'Upload service reports, certificates and other files for this property.'
        }
        actions={
          filtered ? (
            <Button
              variant="default"
              onClick={() => set({ filter: null, type: null, service: null })}
            >
              Clear filters
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    const pages = totalPages(data.total, DOCUMENTS_PAGE_SIZE);
    body = (
      <Stack gap="md">
        <Stack
          gap="sm"
          role="list"
          aria-label="Documents"
          aria-busy={documents.isPlaceholderData}
          style={documents.isPlaceholderData ? { opacity: 0.6 } : undefined}
        >
          {data.items.map((document) => (
            <DocumentRow
              key={document.id}
              document={document}
              onDownload={() => download(document)}
              onEdit={() => setEditing(document)}
              onDelete={() => void confirmDelete(document)}
            />
          ))}
        </Stack>
        {pages > 1 && (
          <Paginator
            page={page}
            totalPages={pages}
            onChange={(next) =>
              setParams((current) => withParams(current, { page: next > 1 ? next : null }))
            }
          />
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" align="flex-end">
        <Group gap="sm" align="flex-end" style={{ flex: 1 }}>
          <Select
            label="Document type"
            placeholder="All types"
            clearable
            w={{ base: '100%', xs: 240 }}
            value={type ?? null}
            onChange={(value) => set({ type: value, filter: null })}
            data={DOCUMENT_TYPE_CODES.map((code) => {
              const count = facets?.types.find((each) => each.code === code)?.count ?? 0;
              return { value: code, label: `${documentTypeLabels[code]} (${count})` };
            })}
          />
          {filter && (
            <Chip checked onChange={() => set({ filter: null })} variant="light">
              {documentFilterLabels[filter]}
            </Chip>
          )}
        </Group>
        {owner === 'managed' && <EvidencePackButton propertyId={propertyId} />}
        <FileButton onChange={upload} accept={UPLOAD_ACCEPT} multiple>
          {(props) => (
            <Button {...props} leftSection={<IconFileUpload size={16} aria-hidden />}>
              Upload documents
            </Button>
          )}
        </FileButton>
      </Group>
      {facets && facets.services.length > 0 && (
        <Chip.Group
          multiple={false}
          value={serviceCode ?? ''}
          onChange={(value) => set({ service: value ? value.toUpperCase() : null })}
        >
          <Group gap={6} role="group" aria-label="Service">
            {facets.services.map(({ code, count }) => (
              <Chip key={code} value={code} size="sm" variant="outline">
                {serviceLabels[code]} ({count})
              </Chip>
            ))}
            {serviceCode && (
              <Button variant="subtle" size="compact-sm" onClick={() => set({ service: null })}>
                All services
              </Button>
            )}
          </Group>
        </Chip.Group>
      )}
      {body}
      {editing && (
        <DocumentAttributesDialog
          owner={owner}
          propertyId={propertyId}
          document={editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
