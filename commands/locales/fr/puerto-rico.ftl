# Puerto Rico (français).
