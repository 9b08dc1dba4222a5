import type { Knex } from 'knex';

/**
 * The demo catalogue in German, French, Spanish and Arabic (English is the default language, in the
 * records themselves): service names and descriptions, option names and credit packages.
 */
type Langs = { de: string; fr: string; es: string; ar: string };

const OFF: Langs = {
  de: ' Nur für Offroad- und Motorsporteinsatz; für die Straßenzulassung ist der Kunde verantwortlich.',
  fr: ' Réservé au tout-terrain et au sport automobile ; le client répond de la conformité routière.',
  es: ' Solo para uso todoterreno y competición; el cliente responde de la legalidad en carretera.',
  ar: ' للاستخدام على الطرق الوعرة والسباقات فقط؛ العميل مسؤول عن قانونية السير على الطرق.',
};
const off = (l: Langs): Langs => ({
  de: l.de + OFF.de,
  fr: l.fr + OFF.fr,
  es: l.es + OFF.es,
  ar: l.ar + OFF.ar,
});

export const SERVICE_TEXTS: Record<string, { name: Langs; description: Langs }> = {
  'Stage 1': {
    name: { de: 'Stufe 1', fr: 'Stage 1', es: 'Etapa 1', ar: 'المرحلة 1' },
    description: {
      de: 'Mehr Leistung und Drehmoment in den sicheren Grenzen der Serienhardware.',
      fr: 'Plus de puissance et de couple dans les limites sûres du matériel d’origine.',
      es: 'Más potencia y par dentro de los límites seguros del hardware de serie.',
      ar: 'قوة وعزم أكبر ضمن الحدود الآمنة للقطع الأصلية.',
    },
  },
  'Stage 2': {
    name: { de: 'Stufe 2', fr: 'Stage 2', es: 'Etapa 2', ar: 'المرحلة 2' },
    description: {
      de: 'Für optimierte Ansaugung, Ladeluftkühler und Abgasanlage (Downpipe). Nennen Sie jedes verbaute Teil.',
      fr: 'Pour admission, échangeur et échappement (downpipe) améliorés. Indiquez chaque pièce montée.',
      es: 'Para admisión, intercooler y escape (downpipe) mejorados. Indica cada pieza montada.',
      ar: 'لنظام سحب ومبرّد هواء وعادم (داون بايب) مطوَّر. اذكر كل قطعة مركّبة.',
    },
  },
  'Stage 3': {
    name: { de: 'Stufe 3', fr: 'Stage 3', es: 'Etapa 3', ar: 'المرحلة 3' },
    description: {
      de: 'Individuelle Abstimmung für größeren Turbo oder Injektoren. Senden Sie Datalogs; Revisionen inklusive.',
      fr: 'Calibration sur mesure pour un turbo ou des injecteurs plus gros. Envoyez des datalogs ; révisions incluses.',
      es: 'Calibración a medida para turbo o inyectores mayores. Envía datalogs; incluye revisiones.',
      ar: 'معايرة مخصصة لتوربو أو بخاخات أكبر. أرسل سجلات البيانات؛ تشمل المراجعات.',
    },
  },
  'Economy tune': {
    name: { de: 'Spar-Optimierung', fr: 'Optimisation économie', es: 'Ajuste económico', ar: 'ضبط اقتصادي' },
    description: {
      de: 'Mehr Drehmoment im unteren und mittleren Bereich für weniger Verbrauch; beliebt bei Flotten und Lkw.',
      fr: 'Plus de couple à bas et moyen régime pour consommer moins ; apprécié des flottes et poids lourds.',
      es: 'Más par a bajas y medias vueltas para gastar menos; popular en flotas y camiones.',
      ar: 'عزم أكبر في السرعات المنخفضة والمتوسطة لاستهلاك وقود أقل؛ مفضّل لدى الأساطيل والشاحنات.',
    },
  },
  'EGR off': {
    name: { de: 'AGR aus', fr: 'EGR désactivée', es: 'EGR anulada', ar: 'إيقاف EGR' },
    description: off({
      de: 'Abgasrückführung per Software abgeschaltet.',
      fr: 'Recirculation des gaz d’échappement désactivée par logiciel.',
      es: 'Recirculación de gases de escape desactivada por software.',
      ar: 'إيقاف إعادة تدوير غاز العادم برمجيًا.',
    }),
  },
  'DPF/FAP off': {
    name: { de: 'DPF aus', fr: 'FAP désactivé', es: 'DPF/FAP anulado', ar: 'إيقاف DPF/FAP' },
    description: off({
      de: 'Überwachung und Regeneration des Partikelfilters abgeschaltet.',
      fr: 'Surveillance et régénération du filtre à particules désactivées.',
      es: 'Supervisión y regeneración del filtro de partículas desactivadas.',
      ar: 'إيقاف مراقبة فلتر الجسيمات وتجديده.',
    }),
  },
  'AdBlue/SCR off': {
    name: {
      de: 'AdBlue/SCR aus',
      fr: 'AdBlue/SCR désactivé',
      es: 'AdBlue/SCR anulado',
      ar: 'إيقاف AdBlue/SCR',
    },
    description: off({
      de: 'SCR/AdBlue-Dosierung und ihre Fehlerüberwachung abgeschaltet.',
      fr: 'Dosage SCR/AdBlue et sa surveillance des défauts désactivés.',
      es: 'Dosificación SCR/AdBlue y su vigilancia de fallos desactivadas.',
      ar: 'إيقاف حقن SCR/AdBlue ومراقبة أعطاله.',
    }),
  },
  'DTC off': {
    name: {
      de: 'Fehlercodes aus',
      fr: 'Codes défaut supprimés',
      es: 'DTC anulados',
      ar: 'إيقاف رموز الأعطال',
    },
    description: {
      de: 'Ausgewählte Fehlercodes entfernt. Nennen Sie die Codes im Auftragskommentar.',
      fr: 'Codes défaut choisis supprimés. Listez les codes dans le commentaire de la commande.',
      es: 'Códigos de fallo elegidos eliminados. Indica los códigos en el comentario del pedido.',
      ar: 'حذف رموز أعطال مختارة. اذكر الرموز في تعليق الطلب.',
    },
  },
  'Pops and bangs': {
    name: { de: 'Pops and Bangs', fr: 'Pops and bangs', es: 'Petardeo', ar: 'فرقعة العادم' },
    description: off({
      de: 'Schubknallen beim Gaswegnehmen, dezent oder aggressiv.',
      fr: 'Crépitements au lever de pied, doux ou agressifs.',
      es: 'Petardeo al soltar el acelerador, suave o agresivo.',
      ar: 'فرقعة عند رفع القدم عن الوقود، خفيفة أو قوية.',
    }),
  },
  'Speed limiter off': {
    name: {
      de: 'Vmax-Begrenzer aus',
      fr: 'Limiteur de vitesse supprimé',
      es: 'Limitador de velocidad anulado',
      ar: 'إلغاء محدد السرعة',
    },
    description: off({
      de: 'Höchstgeschwindigkeitsbegrenzer angehoben oder entfernt.',
      fr: 'Limiteur de vitesse maximale relevé ou supprimé.',
      es: 'Limitador de velocidad máxima elevado o eliminado.',
      ar: 'رفع محدد السرعة القصوى أو إزالته.',
    }),
  },
  'Start/stop off': {
    name: {
      de: 'Start-Stopp aus',
      fr: 'Start/stop désactivé',
      es: 'Start/stop anulado',
      ar: 'إيقاف التشغيل/الإيقاف التلقائي',
    },
    description: {
      de: 'Automatischer Motor-Start-Stopp standardmäßig deaktiviert.',
      fr: 'Arrêt/redémarrage automatique du moteur désactivé par défaut.',
      es: 'Arranque/parada automático del motor desactivado por defecto.',
      ar: 'تعطيل التشغيل والإيقاف التلقائي للمحرك افتراضيًا.',
    },
  },
  'Lambda/O2 off': {
    name: {
      de: 'Lambda/O2 aus',
      fr: 'Sonde lambda/O2 désactivée',
      es: 'Lambda/O2 anulada',
      ar: 'إيقاف حساس لامدا/O2',
    },
    description: off({
      de: 'Überwachung der hinteren Lambdasonde abgeschaltet.',
      fr: 'Surveillance de la sonde à oxygène arrière désactivée.',
      es: 'Supervisión de la sonda de oxígeno trasera desactivada.',
      ar: 'إيقاف مراقبة حساس الأكسجين الخلفي.',
    }),
  },
  'Hardcut/launch control': {
    name: {
      de: 'Hardcut/Launch Control',
      fr: 'Hardcut/launch control',
      es: 'Hardcut/control de salida',
      ar: 'قطع حاد/تحكم الانطلاق',
    },
    description: {
      de: 'Launch Control und harter Drehzahlbegrenzer mit der gewünschten Drehzahl.',
      fr: 'Launch control et rupteur franc, au régime que vous demandez.',
      es: 'Control de salida y corte de revoluciones duro, a las RPM que pidas.',
      ar: 'تحكم بالانطلاق ومحدد دوران حاد عند عدد الدورات الذي تطلبه.',
    },
  },
  'Immo off': {
    name: {
      de: 'Wegfahrsperre aus',
      fr: 'Antidémarrage désactivé',
      es: 'Inmovilizador anulado',
      ar: 'إلغاء مانع التشغيل',
    },
    description: {
      de: 'Wegfahrsperre für einen Steuergerätetausch deaktiviert. Eigentumsnachweis erforderlich.',
      fr: 'Antidémarrage désactivé pour un échange de calculateur. Preuve de propriété exigée.',
      es: 'Inmovilizador desactivado para cambio de centralita. Se exige prueba de propiedad.',
      ar: 'تعطيل مانع التشغيل لاستبدال وحدة التحكم. يلزم إثبات الملكية.',
    },
  },
};

export const OPTION_NAMES: Record<string, Langs> = {
  'Gearbox (TCU) file': {
    de: 'Getriebedatei (TCU)',
    fr: 'Fichier boîte de vitesses (TCU)',
    es: 'Archivo de caja de cambios (TCU)',
    ar: 'ملف ناقل الحركة (TCU)',
  },
  'Raised rev limiter': {
    de: 'Erhöhter Drehzahlbegrenzer',
    fr: 'Rupteur relevé',
    es: 'Limitador de revoluciones elevado',
    ar: 'رفع محدد الدوران',
  },
  'Two switchable maps': {
    de: 'Zwei umschaltbare Kennfelder',
    fr: 'Deux cartographies commutables',
    es: 'Dos mapas conmutables',
    ar: 'خريطتان قابلتان للتبديل',
  },
  'Extra datalog review round': {
    de: 'Zusätzliche Datalog-Prüfrunde',
    fr: 'Tour d’analyse de datalog supplémentaire',
    es: 'Ronda extra de revisión de datalogs',
    ar: 'جولة إضافية لمراجعة سجلات البيانات',
  },
  'Aggressive setting': {
    de: 'Aggressive Einstellung',
    fr: 'Réglage agressif',
    es: 'Ajuste agresivo',
    ar: 'إعداد قوي',
  },
  'Priority processing': {
    de: 'Bevorzugte Bearbeitung',
    fr: 'Traitement prioritaire',
    es: 'Tramitación prioritaria',
    ar: 'معالجة ذات أولوية',
  },
};

const credits = (n: number): Langs => ({
  de: `${n} Credits`,
  fr: `${n} crédits`,
  es: `${n} créditos`,
  ar: `${n} رصيد`,
});

/** Writes the demo texts for the records the demo catalogue created (matched by their English names). */
export async function seedCatalogueTranslations(trx: Knex.Transaction): Promise<void> {
  const rows: { entity: string; entity_id: number; locale: string; field: string; value: string }[] = [];
  const add = (entity: string, id: number, field: string, texts: Langs) => {
    for (const [locale, value] of Object.entries(texts))
      rows.push({ entity, entity_id: id, locale, field, value });
  };
  for (const s of await trx('services').select('id', 'service_name')) {
    const t = SERVICE_TEXTS[s.service_name];
    if (!t) continue;
    add('service', Number(s.id), 'name', t.name);
    add('service', Number(s.id), 'description', t.description);
  }
  for (const o of await trx('service_options').select('id', 'option_name')) {
    const t = OPTION_NAMES[o.option_name];
    if (t) add('option', Number(o.id), 'name', t);
  }
  for (const p of await trx('price_items').select('id', 'credits')) {
    add('price_item', Number(p.id), 'name', credits(Number(p.credits) / 100));
  }
  // Batches keep the statement small enough for SQLite's variable limit.
  for (let i = 0; i < rows.length; i += 50) await trx('catalogue_translations').insert(rows.slice(i, i + 50));
}
