Feature: The generic form rules (spec 02 §5), the same for every form of the portal
  A form's view model checks what was typed with the shared zod rules when the form is submitted,
  without React, exactly as the browser form does. Messages come from the catalogues.

  Background:
    Given the forms check dates on "23/11/2026"

  Scenario Outline: <rule> refuses "<value>"
    Given a "<label>" field checked by "<rule>"
    When I enter "<value>" in the checked field and submit
    Then the checked field says "<message>"

    Examples:
      | rule                      | label           | value              | message                                                            |
      | required                  | first name      |                    | The first name field is required.                                  |
      | required, email           | email           | amina@             | The email field must be a valid email.                             |
      | minLength 6               | password        | abc                | The password field must be at least 6 characters.                  |
      | maxLength 5               | promo code      | SUMMER2026         | The promo code field may not be greater than 5 characters.         |
      | minValue 10               | amount          | 9.99               | The amount field must be 10 or more.                               |
      | maxValue 2500             | amount          | 2500,01            | The amount field must be 2500 or less.                             |
      | numeric                   | account number  | 12-34              | The account number field may only contain digits.                  |
      | decimal 2                 | amount          | 10.505             | The amount field must be a number with at most 2 decimal places.   |
      | decimal 0                 | amount          | 10.5               | The amount field must be a whole number.                           |
      | dateFormat                | date of birth   | 31/02/2000         | The date of birth field must be in the format DD/MM/YYYY.          |
      | dateOfBirth               | date of birth   | 24/11/2008         | Registration is not allowed if age is under 18 years old.          |
      | dateOfBirth               | date of birth   | 23/11/2026         | The date of birth field must be between 23/11/1926 and 22/11/2026. |
      | dateOfBirth               | date of birth   | 22/11/1926         | The date of birth field must be between 23/11/1926 and 22/11/2026. |
      | occupation                | occupation      | 1234               | Field must contain at least 1 letter.                              |
      | mobilePhone GB            | phone number    | 01234              | Please check phone number. It is too short.                        |
      | mobilePhone SE            | phone number    | 07012345678901     | Please check phone number. It is too long.                         |
      | mobilePhone US            | phone number    | 1234567890         | Invalid phone number                                               |
      | formAddress               | address         |                    | Please enter an address to search for.                             |
      | password                  | password        | abcdef             | A number and letter, and at least 6 characters.                    |
      | notEmail                  | username        | amina@x            | The username field must not contain the @ sign.                    |
      | login                     | username        | amina1985          | Please, check the provided username.                               |
      | customersSearch           | phone number    | 12345              | The phone number must be longer than 5 digits.                     |
      | customersSearch           | phone number    | 1234567890123456   | The phone number must be shorter than 16 digits.                   |
      | bankIdNumber              | number          | 85051523           | The personal identity number must be 10 to 12 digits.              |
      | bankIdNumber              | number          | 8505152384X        | The personal identity number may only contain digits.              |
      | required, personName      | first name      | Amina2             | The first name may only contain letters, spaces, hyphens and apostrophes. |

  Scenario Outline: <rule> accepts "<value>"
    Given a "<label>" field checked by "<rule>"
    When I enter "<value>" in the checked field and submit
    Then the checked field is accepted

    Examples:
      | rule                 | label         | value         |
      | required, email      | email         | amina@x.se    |
      | dateOfBirth          | date of birth | 23/11/2008    |
      | mobilePhone GB       | phone number  | 07400 123456  |
      | mobilePhone GB       | phone number  | 71234567      |
      | mobilePhone SO       | phone number  | 61 2345678    |
      | mobilePhone KE       | phone number  | 0712 345678   |
      | bankIdNumber         | number        | 198505152384  |
      | required, personName | first name    | Åsa-Li O’Neil |
      | required, personName | first name    | محمد          |
      | login                | username      | amina_1985    |
      | decimal 2            | amount        | 12,50         |

  Scenario Outline: the messages in <language>
    Given the messages are in "<language>"
    And a "<label>" field checked by "<rule>"
    When I enter "<value>" in the checked field and submit
    Then the checked field says "<message>"

    Examples:
      | language | rule           | label        | value  | message                                                |
      | sv       | required       | förnamn      |        | Fältet förnamn är obligatoriskt.                       |
      | sv       | mobilePhone SE | telefonnummer | 0701  | Kontrollera telefonnumret. Det är för kort.            |
      | so       | required       | magaca koowaad |      | Meesha magaca koowaad waa in la buuxiyaa.              |
      | so       | dateOfBirth    | taariikhda dhalashada | 24/11/2008 | Diiwaangelinta lama oggola haddii aad ka yar tahay 18 sano. |

  Scenario: a new password and its confirmation must match, and the server's field errors land on fields
    Given the example form with a name, a password and its confirmation
    When I fill it with "Amina", "Demo1234" and "Demo1235" and submit
    Then the example form's "passwordConfirmation" field says "The password and its confirmation should match."
    When I fill it with "Taken", "Demo1234" and "Demo1234" and submit
    Then the example form's "firstName" field shows the text of the error "InvalidInformation"
    And nothing I typed in the example form is lost
