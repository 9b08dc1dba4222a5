import type { LegalTexts } from './types.js';

export default {
  terms_and_conditions: {
    title: 'Obchodní podmínky',
    content: `# Obchodní podmínky

## 1. Služba
Soubory řídicí jednotky motoru (ECU), které nám pošlete, upravujeme podle služeb, které si objednáte. Řídicí jednotku čtete a zapisujete sami, vlastními nástroji, a odpovídáte za vozidlo i za práci na něm.

## 2. Kredity a platba
Služby se platí kredity. Kredity se strhnou při odeslání objednávky a vrátí se, pokud je objednávka zrušena dříve, než na ní začneme pracovat. Kredity nepropadají a nelze je směnit za peníze.

## 3. Vaše soubory
Uschovejte si kopii každého původního souboru. Soubory objednávek se mažou vždy po skončení měsíce; uložte si, co potřebujete.

## 4. Služby pro off-road
Služby označené „Pouze pro off-road a motorsport“ mění systémy související s emisemi. Potvrzujete, že vozidlo nebude na veřejných komunikacích používáno způsobem, který zákon nedovoluje.

## 5. Odpovědnost
Každý soubor před odesláním zpět kontrolujeme. Neodpovídáme za škody způsobené zápisem souboru do nesprávného vozidla, vadami hardwaru ani nástroji použitými ke čtení nebo zápisu řídicí jednotky.
`,
  },
  privacy_policy: {
    title: 'Zásady ochrany soukromí',
    content: `# Zásady ochrany soukromí

## Co uchováváme
Údaje vašeho účtu (jméno, firma, adresa, e-mail, telefon, DIČ), vaše objednávky a jejich soubory, vaše tikety a zprávy z chatu a historii vašich kreditů a faktury.

## Proč
Abychom mohli poskytovat objednané služby, fakturovat je a odpovídat na vaše dotazy. Faktury uchováváme tak dlouho, jak vyžadují daňové předpisy. Soubory objednávek se mažou vždy po skončení měsíce.

## Kdo je vidí
Naši zaměstnanci a poskytovatel plateb, kterého zvolíte při nákupu kreditů. Vaše údaje neprodáváme.

## Vaše práva
Své údaje můžete zobrazit a opravit ve svém profilu a můžete nás požádat o smazání účtu a všech jeho dat.
`,
  },
  terms_of_use: {
    title: 'Podmínky užívání',
    content: `# Podmínky užívání

Používejte tento portál pouze pro vlastní obchod s námi. Heslo nikomu nesdělujte; za vše, co se s vaším účtem děje, odpovídáte vy. Nenahrávejte soubory, které nám nemáte právo poslat.
`,
  },
  shop_terms: {
    title: 'Obchodní podmínky obchodu',
    content: `# Obchodní podmínky obchodu

Ceny zahrnují DPH tam, kde se uplatňuje. Objednávky odesíláme způsobem, který zvolíte v pokladně. Nepoužité zboží v původním obalu lze vrátit do 14 dnů od doručení; než ho pošlete zpět, dejte nám vědět.
`,
  },
} satisfies LegalTexts;
