/** The local tariff cache: how much it holds, when it was last refreshed, a refresh with progress, and a search. */
import { useEffect, useState } from 'react';
import type {
  HeldTariffRefresh,
  TariffCacheInfo,
  TariffEntry,
  TariffRefreshProgress,
} from '../../../shared/domain/tariffs';
import { tariffsModel } from './tariffs-model';
import { Button } from '../../components/Button';
import { Field, FieldFrame } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { useNow } from '../../components/use-now';
import { DiagnosisListPanel } from './DiagnosisListPanel';
import { HeldRefresh } from './HeldRefresh';
import { Trans, useFormat, useTranslation } from '../../i18n';
import { RefreshProgress } from './RefreshProgress';
import { TariffTable } from './TariffTable';
import './tariffs.css';

/** Access types the service is documented to use; others found in results are added to the filter. */
const KNOWN_ACCESS_TYPES = ['direct', 'pre-auth'];
const SEARCH_DELAY_MS = 150;
const SEARCH_LIMIT = 50;

export function TariffsScreen() {
  const { t } = useTranslation('tariffs');
  const format = useFormat();
  const now = useNow(30_000);
  const [info, setInfo] = useState<TariffCacheInfo | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [refreshing, setRefreshing] = useState(false);
  const [progress, setProgress] = useState<TariffRefreshProgress | undefined>();
  /** The item count a refresh of this screen ended with. */
  const [refreshedCount, setRefreshedCount] = useState<number | undefined>();
  const [query, setQuery] = useState('');
  const [accessType, setAccessType] = useState('');
  const [results, setResults] = useState<readonly TariffEntry[] | undefined>();
  const [seenTypes, setSeenTypes] = useState<readonly string[]>(KNOWN_ACCESS_TYPES);
  /** A full download waiting for staff because it would remove too much of the cache. */
  const [held, setHeld] = useState<HeldTariffRefresh | null>(null);
  const [kept, setKept] = useState(false);

  const loadHeld = (): void => {
    void tariffsModel.held().then((result) => {
      if (result.ok) setHeld(result.value);
    });
  };

  useEffect(() => {
    void tariffsModel.info().then((result) => {
      if (result.ok) setInfo(result.value);
      else setProblem(result.error.message);
    });
    loadHeld();
    return tariffsModel.onRefreshProgress(setProgress);
  }, []);

  useEffect(() => {
    if (query.trim() === '') {
      setResults(undefined);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      void tariffsModel
        .search({
          query: query.trim(),
          limit: SEARCH_LIMIT,
          ...(accessType ? { accessType } : {}),
        })
        .then((result) => {
          if (!current) return;
          setResults(result.ok ? result.value : []);
          if (!result.ok) setProblem(result.error.message);
          else setSeenTypes((types) => [...new Set([...types, ...result.value.map((entry) => entry.accessType)])]);
        });
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, accessType]);

  const refresh = async (full: boolean): Promise<void> => {
    setRefreshing(true);
    setProgress(undefined);
    setRefreshedCount(undefined);
    setProblem(undefined);
    setKept(false);
    const result = await tariffsModel.refresh(full);
    setRefreshing(false);
    if (!result.ok) {
      // A held download is shown for a choice; its words say so already.
      if (result.error.code === 'held') loadHeld();
      else setProblem(result.error.message);
      return;
    }
    setInfo(result.value);
    setRefreshedCount(result.value.itemCount);
  };

  return (
    <section className="tariffs" aria-labelledby="tariffs-heading">
      <h2 id="tariffs-heading" className="screen-heading">
        {t('heading')}
      </h2>
      <dl className="facts">
        <dt>{t('items')}</dt>
        <dd>{info ? format.count(info.itemCount) : '…'}</dd>
        <dt>{t('lastRefreshed')}</dt>
        <dd>
          {info?.lastSyncedAt ? (
            <Trans
              t={t}
              i18nKey="stamp"
              values={{ stamp: format.dateTime(info.lastSyncedAt), age: format.age(info.lastSyncedAt, now) }}
              components={{ time: <time dateTime={info.lastSyncedAt} /> }}
            />
          ) : (
            t('never')
          )}
        </dd>
      </dl>
      <div className="actions">
        <Button variant="primary" busy={refreshing} onClick={() => void refresh(false)}>
          {t('refresh')}
        </Button>
        <Button busy={refreshing} onClick={() => void refresh(true)}>
          {t('downloadAll')}
        </Button>
      </div>
      {refreshing && <RefreshProgress progress={progress} />}
      {refreshedCount !== undefined && <Notice tone="success">{t('upToDate', { count: refreshedCount })}</Notice>}
      {problem && <Notice tone="error">{problem}</Notice>}
      {kept && <Notice tone="info">{t('held.kept')}</Notice>}
      {held && (
        <HeldRefresh
          held={held}
          onDone={(outcome) => {
            setHeld(null);
            if (outcome.info) setInfo(outcome.info);
            if (outcome.problem) setProblem(outcome.problem);
            else if (outcome.replaced && outcome.info) setRefreshedCount(outcome.info.itemCount);
            else setKept(true);
          }}
        />
      )}

      <form className="inline-form" role="search" onSubmit={(event) => event.preventDefault()}>
        <Field
          label={t('search')}
          type="search"
          hint={t('searchHint')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <FieldFrame label={t('accessType')}>
          {(ids) => (
            <select {...ids} value={accessType} onChange={(event) => setAccessType(event.target.value)}>
              <option value="">{t('any')}</option>
              {seenTypes.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
      </form>
      {results?.length === 0 && <p role="status">{t('noMatch', { query: query.trim() })}</p>}
      {results && results.length > 0 && (
        <TariffTable
          caption={
            results.length === SEARCH_LIMIT
              ? t('firstMatches', { count: SEARCH_LIMIT })
              : t('matches', { count: results.length })
          }
          rows={results}
          withAccess
        />
      )}
      <DiagnosisListPanel />
    </section>
  );
}
