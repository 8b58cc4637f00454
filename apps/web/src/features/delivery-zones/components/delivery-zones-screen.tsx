import { Button, Grid, Stack } from '@mantine/core';
import type { TCurrency, TDeliveryZone } from '@sofreh/domain';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { useDeliveryZones } from '../api/get-delivery-zones';
import { draftFor, type ZoneDraft, ZoneEditor } from './zone-editor';
import { ZoneList } from './zone-list';
import { ZonesMap } from './zones-map';

/**
 * Back office /bo/delivery-zones: the zones listed beside the map; new zones and new shapes are drawn
 * by clicking on the map.
 */
export function DeliveryZonesScreen({ currency }: { currency: TCurrency }) {
  const zones = useDeliveryZones();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [draft, setDraft] = useState<ZoneDraft | null>(null);
  const list = zones.data ?? [];

  const startNew = () => {
    setSelectedId(null);
    setDraft(draftFor(null));
  };
  const startEdit = (zone: TDeliveryZone) => {
    setSelectedId(zone.id);
    setDraft(draftFor(zone));
  };
  const finish = (zone: TDeliveryZone) => {
    setDraft(null);
    setSelectedId(zone.id);
  };

  return (
    <>
      <PageHeader
        title="محدوده‌های ارسال"
        description="هزینه ارسال هر آدرس، هزینه محدوده‌ای است که نشانی روی آن افتاده؛ در محدوده‌های هم‌پوشان، ارزان‌ترین."
        actions={
          <Button onClick={startNew} disabled={!zones.data || draft !== null}>
            محدوده جدید
          </Button>
        }
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Stack gap="md">
            {draft && (
              <ZoneEditor
                key={draft.zone?.id ?? 'new'}
                draft={draft}
                currency={currency}
                onChange={setDraft}
                onDone={finish}
                onCancel={() => setDraft(null)}
              />
            )}
            <QueryState
              query={zones}
              skeletonRows={3}
              isEmpty={(data) => data.length === 0}
              empty="هنوز محدوده‌ای رسم نشده است. با «محدوده جدید» اولین محدوده ارسال را روی نقشه بکشید."
            >
              {(data) => (
                <ZoneList
                  zones={data}
                  currency={currency}
                  selectedId={selectedId}
                  onSelect={setSelectedId}
                  onEdit={startEdit}
                  disabled={draft !== null}
                />
              )}
            </QueryState>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <ZonesMap
            zones={list}
            selectedId={selectedId}
            onSelect={setSelectedId}
            draft={draft}
            onAddPoint={(point) =>
              setDraft((current) => (current ? { ...current, points: [...current.points, point] } : current))
            }
          />
        </Grid.Col>
      </Grid>
    </>
  );
}
