import { Container } from '@mantine/core';
import type { ReactNode } from 'react';

/** The content frame of the signed-in areas. */
export function AreaContainer({ children }: { children: ReactNode }) {
  return (
    <Container size="xl" py={{ base: 'lg', sm: 40 }} px={{ base: 'md', sm: 'xl' }}>
      {children}
    </Container>
  );
}
