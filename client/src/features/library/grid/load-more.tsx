import { Button, Flex } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

/**
 * The end of a paged grid: the next page loads when this comes near the viewport (an IntersectionObserver
 * sentinel); the button does the same for keyboards, screen readers and browsers without the observer.
 */
export function LoadMore({ hasMore, loading, onLoadMore }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  });
  // Observed again after each page: a page too short to push the sentinel out of view asks for the next at once.
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    }, { rootMargin: '0px 0px 600px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading]);
  if (!hasMore) return null;
  return (
    <Flex ref={sentinel} justify="center" py="4" data-testid="load-more">
      <Button size="sm" variant="outline" loading={loading} onClick={onLoadMore}>
        <FormattedMessage id="library.grid.loadMore" />
      </Button>
    </Flex>
  );
}
