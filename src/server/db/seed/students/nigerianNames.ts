/**
 * Names, home towns and streets of the demo students, by the country's larger name traditions,
 * each with towns of the states those names mostly come from (state codes of migration 0030).
 * Names are plain letters so they pass the student list's `invoiceName` rule.
 */
export interface NameGroup {
  name: string;
  /** Share of the student body, relative to the others. */
  weight: number;
  surnames: readonly string[];
  male: readonly string[];
  female: readonly string[];
  towns: readonly { name: string; state: string }[];
  streets: readonly string[];
}

export const NAME_GROUPS: readonly NameGroup[] = [
  {
    name: "Yoruba",
    weight: 40,
    surnames: [
      "Adeyemi", "Ogunleye", "Adebayo", "Olawale", "Akinola", "Ogundipe", "Adeleke", "Oyelaran", "Afolabi",
      "Ajayi", "Balogun", "Oladipo", "Ogunbiyi", "Adewale", "Olaniyan", "Fashola", "Akintola", "Odunsi",
      "Adegoke", "Oyewole", "Salami", "Lawal", "Oyinlola", "Alabi", "Babatunde", "Ojo", "Adesina",
    ],
    male: [
      "Adebayo", "Oluwaseun", "Tunde", "Kehinde", "Taiwo", "Segun", "Femi", "Olumide", "Babajide", "Ayodele",
      "Damilola", "Adeola", "Olawale", "Tolulope", "Gbenga", "Kayode", "Ibukun", "Oluwatobi", "Yinka",
    ],
    female: [
      "Funmilayo", "Adeola", "Bukola", "Folake", "Yetunde", "Temitope", "Omolara", "Abimbola", "Oluwakemi",
      "Titilayo", "Bolanle", "Morenike", "Adunni", "Ifeoluwa", "Damilola", "Moyosore", "Toyin", "Kemi",
    ],
    towns: [
      { name: "Ikeja", state: "LA" }, { name: "Epe", state: "LA" }, { name: "Ibadan", state: "OY" },
      { name: "Ogbomoso", state: "OY" }, { name: "Abeokuta", state: "OG" }, { name: "Ijebu Ode", state: "OG" },
      { name: "Osogbo", state: "OS" }, { name: "Ile Ife", state: "OS" }, { name: "Akure", state: "ON" },
      { name: "Ado Ekiti", state: "EK" }, { name: "Ilorin", state: "KW" },
    ],
    streets: ["Awolowo Road", "Oba Adeyinka Street", "Ring Road", "Oke Ado Street", "Station Road", "Adeniji Street"],
  },
  {
    name: "Igbo",
    weight: 25,
    surnames: [
      "Okafor", "Eze", "Nwosu", "Okonkwo", "Obi", "Nwachukwu", "Okeke", "Chukwu", "Onyeka", "Okoro", "Anyanwu",
      "Ibe", "Nwankwo", "Ugwu", "Okoye", "Onuoha", "Nnamdi", "Obiora", "Uzor", "Agu", "Ezeani",
    ],
    male: [
      "Chinedu", "Emeka", "Chukwuemeka", "Ikenna", "Obinna", "Nnamdi", "Uchenna", "Chidi", "Kelechi", "Ifeanyi",
      "Somtochukwu", "Chibuike", "Ebuka", "Tochukwu", "Onyebuchi",
    ],
    female: [
      "Chioma", "Ngozi", "Adaeze", "Chiamaka", "Ifeoma", "Nkechi", "Amarachi", "Uchechi", "Chinwe", "Obiageli",
      "Ebere", "Nneka", "Chidinma", "Ogechi", "Blessing",
    ],
    towns: [
      { name: "Awka", state: "AN" }, { name: "Onitsha", state: "AN" }, { name: "Nsukka", state: "EN" },
      { name: "Enugu", state: "EN" }, { name: "Owerri", state: "IM" }, { name: "Okigwe", state: "IM" },
      { name: "Umuahia", state: "AB" }, { name: "Aba", state: "AB" }, { name: "Abakaliki", state: "EB" },
    ],
    streets: ["Zik Avenue", "Ogui Road", "Wetheral Road", "Bank Road", "Market Road", "Okpara Avenue"],
  },
  {
    name: "Hausa and Fulani",
    weight: 25,
    surnames: [
      "Bello", "Musa", "Ibrahim", "Abubakar", "Sani", "Garba", "Usman", "Lawal", "Aliyu", "Danjuma", "Yakubu",
      "Suleiman", "Shehu", "Haruna", "Mohammed", "Idris", "Bala", "Umar", "Abdullahi", "Dikko",
    ],
    male: [
      "Ibrahim", "Musa", "Abdullahi", "Sani", "Aminu", "Yusuf", "Usman", "Bashir", "Kabiru", "Nasiru",
      "Auwal", "Haruna", "Sadiq", "Jamilu", "Mustapha",
    ],
    female: [
      "Aisha", "Fatima", "Zainab", "Hauwa", "Hadiza", "Maryam", "Amina", "Halima", "Rukayya", "Safiya",
      "Khadija", "Zulaihat", "Hafsat", "Bilkisu", "Sadiya",
    ],
    towns: [
      { name: "Kano", state: "KN" }, { name: "Wudil", state: "KN" }, { name: "Zaria", state: "KD" },
      { name: "Kafanchan", state: "KD" }, { name: "Katsina", state: "KT" }, { name: "Funtua", state: "KT" },
      { name: "Sokoto", state: "SO" }, { name: "Bauchi", state: "BA" }, { name: "Dutse", state: "JI" },
      { name: "Gusau", state: "ZA" }, { name: "Birnin Kebbi", state: "KE" }, { name: "Minna", state: "NI" },
    ],
    streets: ["Ahmadu Bello Way", "Murtala Mohammed Way", "Zoo Road", "Sultan Road", "Kano Road", "Emir's Palace Road"],
  },
  {
    name: "South South and Middle Belt",
    weight: 10,
    surnames: [
      "Ekanem", "Okon", "Effiong", "Etim", "Edet", "Bassey", "Osagie", "Omoregie", "Iyamu", "Tarila", "Ebiowei",
      "Terver", "Iorliam", "Dung", "Gyang", "Agbo", "Ochai", "Emenike",
    ],
    male: ["Aniekan", "Ubong", "Itoro", "Osaro", "Efosa", "Tamuno", "Ebikabowei", "Terkura", "Sesugh", "Pam", "Ochoche"],
    female: ["Imaobong", "Eno", "Uduak", "Osasu", "Efe", "Ebiere", "Doobee", "Mwuese", "Lami", "Ene", "Grace"],
    towns: [
      { name: "Uyo", state: "AK" }, { name: "Calabar", state: "CR" }, { name: "Benin City", state: "ED" },
      { name: "Warri", state: "DE" }, { name: "Asaba", state: "DE" }, { name: "Port Harcourt", state: "RI" },
      { name: "Yenagoa", state: "BY" }, { name: "Makurdi", state: "BE" }, { name: "Jos", state: "PL" },
      { name: "Lokoja", state: "KO" }, { name: "Lafia", state: "NA" },
    ],
    streets: ["Aka Road", "Ikot Ekpene Road", "Sapele Road", "Airport Road", "Old Market Road", "Aba Road"],
  },
];
