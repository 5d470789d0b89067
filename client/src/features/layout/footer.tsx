import { Box, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { AppLink } from '../../components/ui/app-link';
import type { ScreenKey } from '../../config/routes';

const columns: { title: string; screens: ScreenKey[] }[] = [
  { title: 'layout.footer.product', screens: ['pricing', 'gallery', 'aiHeadshots', 'about', 'faq', 'developers'] },
  { title: 'layout.footer.legal', screens: ['privacyPolicy', 'termsOfService', 'cookiePolicy'] },
];

export function Footer() {
  return (
    <Box as="footer" borderTopWidth="1px" mt="12">
      <Container maxW="6xl" py="8">
        <Flex gap="12" wrap="wrap">
          {columns.map((column) => (
            <Stack key={column.title} gap="2" as="nav" aria-labelledby={`footer-${column.title.replaceAll('.', '-')}`}>
              <Heading as="h2" size="sm" id={`footer-${column.title.replaceAll('.', '-')}`}>
                <FormattedMessage id={column.title} />
              </Heading>
              {column.screens.map((screen) => (
                <AppLink key={screen} screen={screen} fontSize="sm" color="fg.muted">
                  <FormattedMessage id={`screens.${screen}.title`} />
                </AppLink>
              ))}
            </Stack>
          ))}
        </Flex>
        <Text mt="8" fontSize="sm" color="fg.muted">
          <FormattedMessage id="layout.footer.rights" values={{ year: new Date().getFullYear() }} />
        </Text>
      </Container>
    </Box>
  );
}
