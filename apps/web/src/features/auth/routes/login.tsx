import { Text } from '@mantine/core';
import { PageLayout } from '../../../components/page-layout';

export default function LoginPage() {
  return (
    <PageLayout title="Select your state" documentTitle="Log in">
      <Text>Sign in through the compliance system of the state your agency works in.</Text>
    </PageLayout>
  );
}
