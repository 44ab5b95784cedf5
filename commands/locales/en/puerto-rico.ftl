# Puerto Rico (English).
