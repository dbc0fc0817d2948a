/** The local tariff cache: how much it holds, when it was last refreshed, a refresh with progress, and a search. */
import { useEffect, useState } from 'react';
import { SEARCH_LIMIT, useTariffs } from './tariffs-model';
import { Button } from '../../components/Button';
import { Field, FieldFrame } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { ServiceOption } from '../../components/ServiceValue';
import { useNow } from '../../components/use-now';
import { DiagnosisListPanel } from './DiagnosisListPanel';
import { HeldRefresh } from './HeldRefresh';
import { Trans, useFormat, useTranslation } from '../../i18n';
import { RefreshProgress } from './RefreshProgress';
import { TariffTable } from './TariffTable';
import './tariffs.css';

const SEARCH_DELAY_MS = 150;

export function TariffsScreen() {
  const { t } = useTranslation('tariffs');
  const format = useFormat();
  const now = useNow(30_000);
  const { info, problem, refreshing, progress, refreshedCount, held, kept, results, seenTypes } = useTariffs();
  const { open, refresh, search } = useTariffs();
  const [query, setQuery] = useState('');
  const [accessType, setAccessType] = useState('');

  useEffect(open, [open]);

  useEffect(() => {
    if (query.trim() === '') {
      void search('', accessType);
      return;
    }
    const timer = setTimeout(() => void search(query, accessType), SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [search, query, accessType]);

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
      {held && <HeldRefresh held={held} />}

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
                <ServiceOption key={type} kind="tariffAccess" value={type} />
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
