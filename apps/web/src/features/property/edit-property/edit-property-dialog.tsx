import { Modal, Text } from '@mantine/core';

/** Edit property: the agency and onsite key details, and the property manager. */
export function EditPropertyDialog({
  propertyId,
  opened,
  onClose,
}: {
  propertyId: number;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Edit property">
      <Text data-property-id={propertyId}>Editing the property is not available yet.</Text>
    </Modal>
  );
}
