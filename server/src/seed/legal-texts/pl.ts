import type { LegalTexts } from './types.js';

export default {
  terms_and_conditions: {
    title: 'Regulamin',
    content: `# Regulamin

## 1. Usługa
Modyfikujemy przesłane przez ciebie pliki sterownika silnika (ECU) zgodnie z zamówionymi usługami. Odczyt i zapis sterownika wykonujesz sam, własnymi narzędziami, i odpowiadasz za pojazd oraz prace przy nim.

## 2. Kredyty i płatność
Za usługi płaci się kredytami. Kredyty są pobierane w chwili wysłania zamówienia i zwracane, jeśli zamówienie zostanie anulowane, zanim zaczniemy pracę. Kredyty nie wygasają i nie można ich wymienić na pieniądze.

## 3. Twoje pliki
Zachowaj kopię każdego oryginalnego pliku. Pliki zamówień są usuwane po zakończeniu każdego miesiąca; zapisz to, czego potrzebujesz.

## 4. Usługi terenowe
Usługi oznaczone „Wyłącznie do użytku w terenie i w sporcie motorowym” zmieniają układy związane z emisją spalin. Potwierdzasz, że pojazd nie będzie używany na drogach publicznych w sposób niedozwolony przez prawo.

## 5. Odpowiedzialność
Każdy plik sprawdzamy przed odesłaniem. Nie odpowiadamy za szkody spowodowane zapisaniem pliku w niewłaściwym pojeździe, usterkami sprzętu ani narzędziami użytymi do odczytu lub zapisu sterownika.
`,
  },
  privacy_policy: {
    title: 'Polityka prywatności',
    content: `# Polityka prywatności

## Co przechowujemy
Dane twojego konta (imię i nazwisko, firma, adres, e-mail, telefon, NIP), twoje zamówienia i ich pliki, twoje zgłoszenia i wiadomości z czatu oraz historię kredytów i faktury.

## Po co
Aby realizować zamówione usługi, wystawiać za nie faktury i odpowiadać na twoje pytania. Faktury przechowujemy tak długo, jak wymagają tego przepisy podatkowe. Pliki zamówień są usuwane po zakończeniu każdego miesiąca.

## Kto je widzi
Nasi pracownicy oraz operator płatności, którego wybierasz przy zakupie kredytów. Nie sprzedajemy twoich danych.

## Twoje prawa
Możesz przeglądać i poprawiać swoje dane w profilu oraz poprosić nas o usunięcie konta wraz ze wszystkimi jego danymi.
`,
  },
  terms_of_use: {
    title: 'Warunki korzystania',
    content: `# Warunki korzystania

Korzystaj z tego portalu wyłącznie we własnych sprawach handlowych z nami. Nie udostępniaj nikomu hasła; odpowiadasz za wszystko, co dzieje się na twoim koncie. Nie przesyłaj plików, do których wysłania nie masz prawa.
`,
  },
  shop_terms: {
    title: 'Regulamin sklepu',
    content: `# Regulamin sklepu

Ceny zawierają VAT, jeśli ma zastosowanie. Zamówienia są wysyłane metodą wybraną przy składaniu zamówienia. Nieużywane towary w oryginalnym opakowaniu można zwrócić w ciągu 14 dni od dostawy; daj nam znać, zanim je odeślesz.
`,
  },
} satisfies LegalTexts;
