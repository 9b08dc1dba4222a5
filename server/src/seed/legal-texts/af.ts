import type { LegalTexts } from './types.js';

export default {
  terms_and_conditions: {
    title: 'Terme en voorwaardes',
    content: `# Terme en voorwaardes

## 1. Die diens
Ons wysig die enjinbeheereenheid-lêers (ECU) wat jy vir ons stuur volgens die dienste wat jy bestel. Jy lees en skryf die ECU self, met jou eie gereedskap, en jy is verantwoordelik vir die voertuig en die werk daaraan.

## 2. Krediete en betaling
Dienste word met krediete betaal. Krediete word afgetrek wanneer jy ’n bestelling stuur en terugbetaal wanneer ’n bestelling gekanselleer word voordat ons begin. Krediete verval nie en kan nie vir geld omgeruil word nie.

## 3. Jou lêers
Hou ’n kopie van elke oorspronklike lêer. Bestellingslêers word ná elke maand geskrap; stoor wat jy nodig het.

## 4. Veldrydienste
Dienste gemerk “Slegs vir veldry- en motorsportgebruik” verander emissieverwante stelsels. Jy bevestig dat die voertuig nie op openbare paaie gebruik sal word op ’n manier wat die wet nie toelaat nie.

## 5. Aanspreeklikheid
Ons kontroleer elke lêer voordat dit teruggestuur word. Ons is nie aanspreeklik vir skade wat veroorsaak word deur ’n lêer na die verkeerde voertuig te skryf, deur hardewarefoute, of deur gereedskap wat gebruik word om die ECU te lees of te skryf nie.
`,
  },
  privacy_policy: {
    title: 'Privaatheidsbeleid',
    content: `# Privaatheidsbeleid

## Wat ons hou
Jou rekeningbesonderhede (naam, maatskappy, adres, e-pos, telefoon, BTW-nommer), jou bestellings en hul lêers, jou kaartjies en kletsboodskappe, en jou kredietgeskiedenis en fakture.

## Waarom
Om die dienste wat jy bestel te lewer, daarvoor te faktureer en jou vrae te beantwoord. Ons hou fakture so lank as wat belastingwetgewing vereis. Bestellingslêers word ná elke maand geskrap.

## Wie dit sien
Ons personeel, en die betaalverskaffer wat jy kies wanneer jy krediete koop. Ons verkoop nie jou data nie.

## Jou regte
Jy kan jou besonderhede in jou profiel sien en regstel, en ons vra om jou rekening en al sy data te skrap.
`,
  },
  terms_of_use: {
    title: 'Gebruiksvoorwaardes',
    content: `# Gebruiksvoorwaardes

Gebruik hierdie portaal slegs vir jou eie sake met ons. Hou jou wagwoord vir jouself; jy is verantwoordelik vir wat met jou rekening gedoen word. Moenie lêers oplaai wat jy nie die reg het om vir ons te stuur nie.
`,
  },
  shop_terms: {
    title: 'Winkel se terme en voorwaardes',
    content: `# Winkel se terme en voorwaardes

Pryse sluit BTW in waar dit van toepassing is. Bestellings word versend met die metode wat jy by die betaalpunt kies. Ongebruikte goedere in hul oorspronklike verpakking mag binne 14 dae ná aflewering teruggestuur word; laat weet ons voordat jy dit terugstuur.
`,
  },
} satisfies LegalTexts;
