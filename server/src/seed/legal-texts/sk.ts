import type { LegalTexts } from './types.js';

export default {
  terms_and_conditions: {
    title: 'Obchodné podmienky',
    content: `# Obchodné podmienky

## 1. Služba
Súbory riadiacej jednotky motora (ECU), ktoré nám pošlete, upravujeme podľa služieb, ktoré si objednáte. Riadiacu jednotku čítate a zapisujete sami, vlastnými nástrojmi, a zodpovedáte za vozidlo aj za prácu na ňom.

## 2. Kredity a platba
Služby sa platia kreditmi. Kredity sa odpočítajú pri odoslaní objednávky a vrátia sa, ak sa objednávka zruší skôr, ako na nej začneme pracovať. Kredity nepropadajú a nemožno ich zameniť za peniaze.

## 3. Vaše súbory
Uschovajte si kópiu každého pôvodného súboru. Súbory objednávok sa mažú vždy po skončení mesiaca; uložte si, čo potrebujete.

## 4. Služby pre off-road
Služby označené „Len na off-road a motoristický šport“ menia systémy súvisiace s emisiami. Potvrdzujete, že vozidlo sa nebude na verejných cestách používať spôsobom, ktorý zákon nedovoľuje.

## 5. Zodpovednosť
Každý súbor pred odoslaním späť kontrolujeme. Nezodpovedáme za škody spôsobené zápisom súboru do nesprávneho vozidla, poruchami hardvéru ani nástrojmi použitými na čítanie alebo zápis riadiacej jednotky.
`,
  },
  privacy_policy: {
    title: 'Zásady ochrany súkromia',
    content: `# Zásady ochrany súkromia

## Čo uchovávame
Údaje vášho účtu (meno, firma, adresa, e-mail, telefón, IČ DPH), vaše objednávky a ich súbory, vaše tikety a správy z chatu, ako aj históriu vašich kreditov a faktúry.

## Prečo
Aby sme mohli poskytovať objednané služby, fakturovať ich a odpovedať na vaše otázky. Faktúry uchovávame tak dlho, ako vyžadujú daňové predpisy. Súbory objednávok sa mažú vždy po skončení mesiaca.

## Kto ich vidí
Naši zamestnanci a poskytovateľ platieb, ktorého si zvolíte pri nákupe kreditov. Vaše údaje nepredávame.

## Vaše práva
Svoje údaje si môžete pozrieť a opraviť vo svojom profile a môžete nás požiadať o vymazanie účtu so všetkými jeho údajmi.
`,
  },
  terms_of_use: {
    title: 'Podmienky používania',
    content: `# Podmienky používania

Tento portál používajte len na vlastné obchody s nami. Heslo nikomu neprezrádzajte; za všetko, čo sa s vaším účtom deje, zodpovedáte vy. Nenahrávajte súbory, ktoré nám nemáte právo poslať.
`,
  },
  shop_terms: {
    title: 'Obchodné podmienky obchodu',
    content: `# Obchodné podmienky obchodu

Ceny zahŕňajú DPH tam, kde sa uplatňuje. Objednávky odosielame spôsobom, ktorý si zvolíte v pokladni. Nepoužitý tovar v pôvodnom obale možno vrátiť do 14 dní od doručenia; skôr ako ho pošlete späť, dajte nám vedieť.
`,
  },
} satisfies LegalTexts;
