import { Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '../../../app/language-context';
import { ButtonLink } from '../../../components/ui/app-link';
import { paymentResultRedirectSeconds } from '../../../config/pricing';
import { localizePath } from '../../../config/routes';

/** Spec §4: the result page goes to the dashboard after 10 seconds; the reader may stay (a time limit they can turn off). */
export function RedirectCountdown() {
  const navigate = useNavigate();
  const { code } = useLanguage();
  const [seconds, setSeconds] = useState(paymentResultRedirectSeconds);
  const [staying, setStaying] = useState(false);

  useEffect(() => {
    if (staying) return;
    if (seconds <= 0) {
      navigate(localizePath('dashboard', code), { replace: true });
      return;
    }
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds, staying, navigate, code]);

  return (
    <>
      {!staying && (
        <Text role="status">
          <FormattedMessage id="paymentSuccess.page.redirect" values={{ seconds }} />
        </Text>
      )}
      <HStack gap="3" wrap="wrap">
        <ButtonLink screen="dashboard">
          <FormattedMessage id="paymentSuccess.page.now" />
        </ButtonLink>
        {!staying && (
          <Button variant="outline" onClick={() => setStaying(true)}>
            <FormattedMessage id="paymentSuccess.page.stay" />
          </Button>
        )}
      </HStack>
    </>
  );
}
